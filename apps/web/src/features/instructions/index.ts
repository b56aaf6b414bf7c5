export { InstructionAccordion } from './components/InstructionAccordion.js';
