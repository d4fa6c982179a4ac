/** Limits on an uploaded file, shared by the form (comfort) and the server (enforcement). */
export type FileRules = {
  maxBytes: number;
  /** Declared MIME types; the server also checks the file's actual content. */
  types: readonly string[];
  messages: { required: string; type: string; size: string };
};

/** The French message for the first rule the file breaks, or null when it is acceptable. */
export function fileRuleError(
  file: { size: number; type: string } | null | undefined,
  rules: FileRules,
): string | null {
  if (!file) return rules.messages.required;
  if (!rules.types.includes(file.type)) return rules.messages.type;
  if (file.size > rules.maxBytes) return rules.messages.size;
  return null;
}
