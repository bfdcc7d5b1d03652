/** Runs an engine call so that any unexpected rejection becomes a catalogue error, never a 500. */
import { AppError } from '../core/errors';
import { classifyValhallaError, ENGINE_REFUSED, valhallaMessage } from './valhalla-errors';

/** Awaits `run`; AppErrors pass through, anything else becomes ROUTING_FAILED. */
export async function catchEngine<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const failure = classifyValhallaError(error);
    if (failure.kind === 'invalid')
      throw new AppError('VALIDATION', { details: ENGINE_REFUSED }).withInternal(failure);
    throw new AppError('ROUTING_FAILED').withInternal({ engine: valhallaMessage(error) });
  }
}
