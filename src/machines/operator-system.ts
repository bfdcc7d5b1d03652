/** The operator page's machine bound to the operator API (issue 16). */
import { fromPromise } from 'xstate';
import { createOperatorApi } from '../services/operator-api';
import { operatorMachine } from './operator-machine';

/** The machine with its calls. */
export const operatorLogic = operatorMachine.provide({
  actors: {
    loadOverview: fromPromise(({ input, signal }) =>
      createOperatorApi(input.token).overview(signal),
    ),
    loadSession: fromPromise(({ input, signal }) =>
      createOperatorApi(input.token).session(input.sessionId, signal),
    ),
  },
});
