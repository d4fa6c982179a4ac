// Imported first by the server and the CLI: on an older Node they would otherwise start and
// fail later, or worse run on a runtime they were not tested with (decision 049).
import packageJson from '../../../package.json' with { type: 'json' };
import { nodeRefusal } from './node-version';

const refusal = nodeRefusal(process.versions.node, packageJson.engines.node);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
