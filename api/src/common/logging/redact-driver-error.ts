/**
 * Database driver errors quote the whole statement with its values (a password hash, an e-mail…).
 * Logs keep the error class, SQL state and PostgreSQL's own sentence, never the values.
 */
export function redactDriverError(error: unknown): unknown {
  if (!(error instanceof Error) || !('sqlState' in error || 'routine' in error)) return error;
  const reason = error.message.includes(' - ') ? error.message.slice(error.message.lastIndexOf(' - ') + 3) : 'database error';
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return {
    type: error.name,
    message: reason,
    code: (error as { code?: unknown }).code,
    sqlState: (error as { sqlState?: unknown }).sqlState,
    stack: [`${error.name}: ${reason}`, ...frames].join('\n'),
  };
}
