/** A backup or restore refused or failed for a reason the operator can act on; its message is French. */
export class BackupError extends Error {}
