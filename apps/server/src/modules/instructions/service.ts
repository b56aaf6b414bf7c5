import {
  DomainError,
  type GearboxKind,
  type InstructionAudio,
  type InstructionImage,
  type InstructionVideo,
  type LessonInstructionsRequest,
  type LessonInstructionsResponse,
  type LessonNumber,
  LESSONS,
  mediaOf,
  messages,
  type NoteDescriptionRequest,
  type NoteDescriptionResponse,
  parseInstruction,
  type SubMomentKey,
  subMomentOfParameter,
  textForGearbox,
} from '@ovningskort/domain';
import type { PersonRow } from '../people/repository.js';
import type { InstructionContent } from './content.js';

/**
 * The instruction of one sub-moment for one gearbox (spec §7 'POST /v1/noteDescription'): the
 * text with the other gearbox's lines left out, and the images, videos and recordings it uses;
 * with its 'Klart när…' criteria where content/criteria has them, and the supervisor's coach where
 * content/coach has it.
 */
export function createInstructionService(deps: {
  content: InstructionContent;
  /** A student's account, activated (401/403 otherwise), for its gearbox. */
  studentAccount: (studentId: string) => Promise<Pick<PersonRow, 'autotransmission'>>;
}) {
  const { content, studentAccount } = deps;

  function describe(
    number: number,
    key: SubMomentKey,
    gearbox: GearboxKind,
  ): NoteDescriptionResponse {
    const lesson = LESSONS[number as LessonNumber] as (typeof LESSONS)[LessonNumber] | undefined;
    const source = lesson?.subMoments.some((s) => s.key === key)
      ? content.source(number, key)
      : undefined;
    if (source === undefined)
      throw new DomainError('NO_INSTRUCTION', messages.instructions.notFound);

    const text = textForGearbox(source, gearbox);
    const document = parseInstruction(text);
    const img: InstructionImage[] = [];
    const vid: InstructionVideo[] = [];
    for (const { media, ref } of mediaOf(document)) {
      if (media === 'image') {
        const image = content.image(ref.id);
        if (image) img.push(image);
      } else {
        const video = content.video(ref.id);
        if (video) vid.push(video);
      }
    }
    const letter = key.slice(3);
    const mp3: InstructionAudio[] = document.parts.flatMap((part) => {
      const url = content.audio(`${letter}${number}-${part.id}`);
      return url ? [{ part: part.id, url }] : [];
    });
    const criteria = content.criteria(number, key);
    const coach = content.coach(number, key);
    return {
      key: `${key}${number}`,
      gearbox,
      text,
      img,
      vid,
      mp3,
      ...(criteria && {
        criteria: {
          goal: criteria.goal,
          done: criteria.done,
          faults: criteria.faults,
          questions: criteria.questions,
          reviewed: criteria.reviewed,
        },
      }),
      // The same for both roles and gearboxes: what the supervisor looks for, says and asks.
      ...(coach && {
        coach: {
          lookFor: coach.lookFor,
          say: coach.say,
          stepIn: coach.stepIn,
          questions: coach.questions,
        },
      }),
    };
  }

  const gearboxOf = (suffix: boolean | undefined, autotransmission: number): GearboxKind =>
    (suffix ?? autotransmission === 1) ? 'automatic' : 'manual';

  /** Every sub-moment of one lesson (issue 35: a card's instructions kept on the device). */
  function describeLesson(number: number, gearbox: GearboxKind): LessonInstructionsResponse {
    const lesson = LESSONS[number as LessonNumber] as (typeof LESSONS)[LessonNumber] | undefined;
    if (!lesson) throw new DomainError('NO_INSTRUCTION', messages.instructions.notFound);
    return {
      number,
      gearbox,
      subMoments: lesson.subMoments.flatMap(({ key }) =>
        content.source(number, key) === undefined
          ? []
          : [{ parameter: key, instruction: describe(number, key, gearbox) }],
      ),
    };
  }

  return {
    /** For the student themself (the route has checked the account and the id). */
    async forStudent(
      student: Pick<PersonRow, 'autotransmission'>,
      request: NoteDescriptionRequest,
    ): Promise<NoteDescriptionResponse> {
      return describe(
        request.number,
        subMomentOfParameter(request.parameter),
        gearboxOf(request.suffix, student.autotransmission),
      );
    },

    /** A whole lesson for the student themself (the route has checked the account and the id). */
    async lessonForStudent(
      student: Pick<PersonRow, 'autotransmission'>,
      request: LessonInstructionsRequest,
    ): Promise<LessonInstructionsResponse> {
      return describeLesson(request.number, gearboxOf(request.suffix, student.autotransmission));
    },

    /** A whole lesson for a linked student's supervisor (the route has checked the link). */
    async lessonForSupervisor(
      request: LessonInstructionsRequest,
    ): Promise<LessonInstructionsResponse> {
      const student = await studentAccount(request.studentId);
      return describeLesson(request.number, gearboxOf(request.suffix, student.autotransmission));
    },

    /** For the supervisor of a linked student (the route has checked the supervisor and the link). */
    async forSupervisor(request: NoteDescriptionRequest): Promise<NoteDescriptionResponse> {
      const student = await studentAccount(request.studentId);
      return describe(
        request.number,
        subMomentOfParameter(request.parameter),
        gearboxOf(request.suffix, student.autotransmission),
      );
    },
  };
}
export type InstructionService = ReturnType<typeof createInstructionService>;
