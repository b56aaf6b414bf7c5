import { paths } from '../../../config/paths.js';
import { beforeStartGuide } from '../content/before-start.js';
import { newSupervisorGuide } from '../content/new-supervisor.js';
import { risksGuide } from '../content/risks.js';
import { GuidePage } from './GuidePage.js';

/** `/guider/innan-ni-borjar`: what must be in place before private practice (issue 20). */
export function BeforeStartGuidePage() {
  return (
    <GuidePage guide={beforeStartGuide} other={{ to: paths.guideRisks, title: risksGuide.title }} />
  );
}

/** `/guider/risker`: alcohol, drugs, tiredness, emotions, passengers, phone, self-assessment. */
export function RisksGuidePage() {
  return (
    <GuidePage
      guide={risksGuide}
      other={{ to: paths.guideBeforeStart, title: beforeStartGuide.title }}
    />
  );
}

/** `/guider/ny-som-handledare`: the first drive, for a new supervisor (issue 36). */
export function NewSupervisorGuidePage() {
  return (
    <GuidePage
      guide={newSupervisorGuide}
      other={{ to: paths.guideBeforeStart, title: beforeStartGuide.title }}
    />
  );
}
