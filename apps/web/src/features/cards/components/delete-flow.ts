/**
 * Deleting a card (spec §4): 'Ta bort' asks in a modal; confirming starts a countdown shown on
 * an undo button; at zero the card is deleted. Cancel or undo keeps the card. Only one card is
 * on its way out at a time, and an event that does not fit the current step changes nothing.
 */
export type DeleteFlow =
  | { step: 'idle' }
  | { step: 'confirming'; groupId: string }
  | { step: 'counting'; groupId: string }
  | { step: 'deleting'; groupId: string };

export type DeleteEvent =
  | { type: 'ask'; groupId: string }
  | { type: 'cancel' }
  | { type: 'confirm' }
  | { type: 'undo' }
  | { type: 'countdownEnded' }
  | { type: 'settled' };

export const idleDeleteFlow: DeleteFlow = { step: 'idle' };

export function deleteFlow(state: DeleteFlow, event: DeleteEvent): DeleteFlow {
  switch (event.type) {
    case 'ask':
      return state.step === 'idle' ? { step: 'confirming', groupId: event.groupId } : state;
    case 'cancel':
      return state.step === 'confirming' ? idleDeleteFlow : state;
    case 'confirm':
      return state.step === 'confirming' ? { step: 'counting', groupId: state.groupId } : state;
    case 'undo':
      return state.step === 'counting' ? idleDeleteFlow : state;
    case 'countdownEnded':
      return state.step === 'counting' ? { step: 'deleting', groupId: state.groupId } : state;
    case 'settled':
      return state.step === 'deleting' ? idleDeleteFlow : state;
  }
}
