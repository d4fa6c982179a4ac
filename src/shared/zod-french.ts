import { z } from 'zod';
import { fr } from 'zod/locales';

// zod's own messages (a wrong type, an unknown choice, a field none of ours names) are shown
// to people too: in French, like ours. Global, so it holds for every schema, ours or a library's.
z.config(fr());
