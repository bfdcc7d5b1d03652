/**
 * Which app system has an account system (created by account-system.ts with the account's
 * screens): a small module, so that what only follows the account (the incentive pop-ins) does
 * not load the account's code.
 */
import type { AccountSystem } from './account-system';
import type { AppSystem } from './app-system';

const systems = new WeakMap<AppSystem, AccountSystem>();
const waiting = new WeakMap<AppSystem, ((system: AccountSystem) => void)[]>();

/** Records the account system of `app` and runs what waited for it. */
export function registerAccountSystem(app: AppSystem, system: AccountSystem): void {
  systems.set(app, system);
  for (const run of waiting.get(app) ?? []) run(system);
  waiting.delete(app);
}

/** Forgets the account system of `app` (stopped with it). */
export function forgetAccountSystem(app: AppSystem): void {
  systems.delete(app);
}

/** The account system if it was created (read without creating it). */
export function existingAccountSystem(app: AppSystem): AccountSystem | undefined {
  return systems.get(app);
}

/** Runs `run` with the account system: now if it exists, else when it is created. */
export function withAccountSystem(app: AppSystem, run: (system: AccountSystem) => void): void {
  const system = systems.get(app);
  if (system) run(system);
  else waiting.set(app, [...(waiting.get(app) ?? []), run]);
}
