export { InstructionAccordion } from './components/InstructionAccordion.js';
export type { InstructionSource } from './api/get-instruction.js';
