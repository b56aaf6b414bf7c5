import { useContext } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InstructionsSlot } from '../../features/cards/components/instructions-slot.js';
import { WithCardInstructions } from './card-instructions.js';

function SubMomentInstructions() {
  const render = useContext(InstructionsSlot);
  return render?.({
    role: 'student',
    studentId: 's1',
    automatic: undefined,
    lesson: 1,
    parameter: 'A',
    heading: 'Däck och hjul',
    className: 'instructions',
  });
}

describe('WithCardInstructions', () => {
  it('before the accordion has loaded, draws it closed in its place, saying it is on its way', () => {
    const html = renderToStaticMarkup(
      <WithCardInstructions>
        <SubMomentInstructions />
      </WithCardInstructions>,
    );
    expect(html).toMatch(
      /^<details class="instructions"><summary>Instruktioner<span class="visually-hidden"> för Däck och hjul<\/span><\/summary>/,
    );
    expect(html).not.toContain('<details class="instructions" open');
    expect(html).toMatch(/<p[^>]*role="status">Laddar instruktioner…<\/p><\/details>$/);
  });
});
