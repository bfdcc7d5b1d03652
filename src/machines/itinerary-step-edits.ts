/** The itinerary machine's transitions of a step edit, shared by its states (itinerary-machine.ts). */

/**
 * Step edits leave the results: they go back to editing, and the routes of the old steps are
 * no longer shown (the screen computes again when the edit completes a trip).
 */
export const STEP_EDITS = {
  'step.add': { target: '#itinerary.editing', actions: ['addStep', 'clearResults'] },
  'step.remove': { target: '#itinerary.editing', actions: ['removeStep', 'clearResults'] },
  'step.swap': { target: '#itinerary.editing', actions: ['swapStep', 'clearResults'] },
  'steps.reverse': { target: '#itinerary.editing', actions: ['reverseSteps', 'clearResults'] },
  'step.setLocation': {
    guard: 'hasSelectedStep',
    target: '#itinerary.editing',
    actions: ['setLocation', 'clearResults'],
  },
  'step.set': { target: '#itinerary.editing', actions: ['setStep', 'clearResults'] },
  'steps.set': { target: '#itinerary.editing', actions: ['setSteps', 'clearResults'] },
} as const;
