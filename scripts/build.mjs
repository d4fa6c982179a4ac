// `npm run build`: the whole of dist/ from the current sources, whatever is there already
// (scripts/build-release.sh, the Dockerfile and CI run it; decision 049).
import { buildServer, buildWeb } from './build-steps.mjs';

console.log("Construction de l'application web…");
buildWeb();
console.log('Construction du serveur…');
await buildServer();
