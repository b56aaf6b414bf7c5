export { InstructionAccordion } from './components/InstructionAccordion.js';
export { InstructionsOnDevice } from './components/InstructionsOnDevice.js';
