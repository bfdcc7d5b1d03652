/** Path parameters of the current route, read as strings (TanStack's loose params carry no types). */
import { useParams } from '@tanstack/react-router';

function read(params: unknown, name: string): string | undefined {
  const value: unknown =
    typeof params === 'object' && params !== null ? Reflect.get(params, name) : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** A parameter the route always has ('' if the URL somehow lacks it). */
export function useParam(name: string): string {
  return read(useParams({ strict: false }), name) ?? '';
}

/** A parameter only some of the route's paths have. */
export function useOptionalParam(name: string): string | undefined {
  return read(useParams({ strict: false }), name);
}
