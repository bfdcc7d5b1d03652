/** Command-line arguments of the import, the server and the benches (`--name value`, `--name=value`). */

/** Flags that never take a value. */
const BOOLEAN_FLAGS = new Set(['--force', '--help', '--strict-feeds']);

/** Reads `--name value` pairs from the command line. */
export function parseArgs(argv: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) continue;
    const [key, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) out[key] = inline;
    else if (next !== undefined && !next.startsWith('--') && !BOOLEAN_FLAGS.has(arg))
      out[key] = argv[++i]!;
    else out[key] = 'true';
  }
  return out;
}

/** Arguments that are neither `--name` flags nor their values. */
export function positionalArgs(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) out.push(arg);
    else if (
      !arg.includes('=') &&
      argv[i + 1] !== undefined &&
      !argv[i + 1]!.startsWith('--') &&
      !BOOLEAN_FLAGS.has(arg)
    )
      i++;
  }
  return out;
}
