import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  type LessonCoachFile,
  LessonCoachFileSchema,
  type LessonCriteriaFile,
  LessonCriteriaFileSchema,
  LESSON_NUMBERS,
  SUB_MOMENT_KEYS,
  type SubMomentKey,
} from '@ovningskort/domain';

/** A media file held in memory under its content-hashed name. */
export interface MediaFile {
  /** 'images/A2-1.3f9a1c2b7d.svg' */
  hashedPath: string;
  url: string;
  contentType: string;
  body: Buffer;
  etag: string;
}

/** 'Klart när…' of one sub-moment, with the heading it was written for (content/criteria). */
export type ContentCriteria = NonNullable<LessonCriteriaFile[SubMomentKey]>;

/** The supervisor's coach of one sub-moment, with the heading it was written for (content/coach). */
export type ContentCoach = NonNullable<LessonCoachFile[SubMomentKey]>;

/** A file of content/ that cannot be used: the server does not start with it. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

export interface ContentImage {
  ref: string;
  url: string;
  alt: string;
}

/**
 * Instruction texts, 'Klart när…' criteria, the supervisor's coach and media of content/ (see
 * content/README.md), read once at start-up. Files are small (texts of a few KB, SVG diagrams,
 * short recordings), so they are held in memory. A criteria or coach file that is not valid stops
 * the start (ContentError).
 */
export interface InstructionContent {
  /** The raw text of a lesson's sub-moment, both gearboxes' lines included. */
  source(lesson: number, key: SubMomentKey): string | undefined;
  image(ref: string): ContentImage | undefined;
  video(ref: string): { ref: string; url: string } | undefined;
  /** A recording of one part: name 'A2-steg1'. */
  audio(name: string): string | undefined;
  media(hashedPath: string): MediaFile | undefined;
  /** 'Klart när…' of a lesson's sub-moment; undefined where content/criteria has none. */
  criteria(lesson: number, key: SubMomentKey): ContentCriteria | undefined;
  /** Every text, for the content check. */
  sources(): { lesson: number; key: SubMomentKey; source: string }[];
  /** Every audio name ('A2-steg1'), for the content check. */
  audioNames(): string[];
  /** Every sub-moment's criteria, for the content check. */
  allCriteria(): { lesson: number; key: SubMomentKey; criteria: ContentCriteria }[];
  /** The supervisor's coach of a lesson's sub-moment; undefined where content/coach has none. */
  coach(lesson: number, key: SubMomentKey): ContentCoach | undefined;
  /** Every sub-moment's coach, for the content check. */
  allCoach(): { lesson: number; key: SubMomentKey; coach: ContentCoach }[];
}

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
};

const MEDIA_FOLDERS = ['images', 'audio', 'videos'] as const;

async function listFiles(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir, { withFileTypes: true }))
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The SVG's <title>: its alternative text (content/README.md 'Images'). */
export function svgTitle(svg: string): string | undefined {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/.exec(svg);
  const title = match?.[1] ? decodeEntities(match[1]).replace(/\s+/g, ' ').trim() : '';
  return title === '' ? undefined : title;
}

/** What the reader needs of a zod schema of a lesson file. */
type FileSchema<T> = {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

/**
 * One lesson's criteria or coach file: undefined when there is none (like a missing text, the
 * content check reports it), otherwise the file or every problem it has (not JSON, or not the
 * schema).
 */
async function readLessonFile<T>(
  file: string,
  schema: FileSchema<T>,
): Promise<{ ok: true; value: T } | { ok: false; problems: string[] } | undefined> {
  let raw: string;
  try {
    raw = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { ok: false, problems: [`not JSON (${(error as Error).message})`] };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map(
      (issue) => `${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`,
    ),
  };
}

/**
 * Every entry of one kind of lesson file (content/criteria, content/coach) by 'lesson:key';
 * the problems of the files that cannot be used are added to `problems`.
 */
async function readLessonFiles<T>(
  contentDir: string,
  folder: string,
  schema: FileSchema<Partial<Record<SubMomentKey, T>>>,
  problems: string[],
): Promise<Map<string, { lesson: number; key: SubMomentKey; entry: T }>> {
  const entries = new Map<string, { lesson: number; key: SubMomentKey; entry: T }>();
  for (const lesson of LESSON_NUMBERS) {
    const name = `${folder}/lesson-${String(lesson).padStart(2, '0')}.json`;
    const file = await readLessonFile(path.join(contentDir, name), schema);
    if (file === undefined) continue;
    if (!file.ok) {
      problems.push(...file.problems.map((problem) => `${name}: ${problem}`));
      continue;
    }
    for (const key of SUB_MOMENT_KEYS) {
      const entry = file.value[key];
      if (entry) entries.set(`${lesson}:${key}`, { lesson, key, entry });
    }
  }
  return entries;
}

export async function loadInstructionContent(contentDir: string): Promise<InstructionContent> {
  const texts = new Map<string, { lesson: number; key: SubMomentKey; source: string }>();
  for (const lesson of LESSON_NUMBERS) {
    const dir = path.join(contentDir, 'instructions', `lesson-${String(lesson).padStart(2, '0')}`);
    const files = new Set(await listFiles(dir));
    for (const key of SUB_MOMENT_KEYS) {
      if (!files.has(`${key}.txt`)) continue;
      const source = (await fs.readFile(path.join(dir, `${key}.txt`), 'utf8')).replace(
        /^\uFEFF/,
        '',
      );
      texts.set(`${lesson}:${key}`, { lesson, key, source });
    }
  }

  const problems: string[] = [];
  const criteria = await readLessonFiles<ContentCriteria>(
    contentDir,
    'criteria',
    LessonCriteriaFileSchema,
    problems,
  );
  const coach = await readLessonFiles<ContentCoach>(
    contentDir,
    'coach',
    LessonCoachFileSchema,
    problems,
  );
  if (problems.length > 0) throw new ContentError(problems);

  const byHashedPath = new Map<string, MediaFile>();
  const images = new Map<string, ContentImage>();
  const videos = new Map<string, { ref: string; url: string }>();
  const audio = new Map<string, string>();
  for (const folder of MEDIA_FOLDERS) {
    const dir = path.join(contentDir, 'media', folder);
    for (const name of await listFiles(dir)) {
      const extension = path.extname(name).toLowerCase();
      const contentType = CONTENT_TYPES[extension];
      if (!contentType) continue;
      const body = await fs.readFile(path.join(dir, name));
      const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
      const base = name.slice(0, -extension.length);
      const hashedPath = `${folder}/${base}.${hash}${extension}`;
      const file: MediaFile = {
        hashedPath,
        url: `/media/${hashedPath}`,
        contentType,
        body,
        etag: `"${hash}"`,
      };
      byHashedPath.set(hashedPath, file);
      if (folder === 'images') {
        images.set(base, { ref: base, url: file.url, alt: svgTitle(body.toString('utf8')) ?? '' });
      } else if (folder === 'videos') {
        videos.set(base, { ref: base, url: file.url });
      } else {
        audio.set(base, file.url);
      }
    }
  }

  return {
    source: (lesson, key) => texts.get(`${lesson}:${key}`)?.source,
    image: (ref) => images.get(ref),
    video: (ref) => videos.get(ref),
    audio: (name) => audio.get(name),
    media: (hashedPath) => byHashedPath.get(hashedPath),
    sources: () => [...texts.values()],
    audioNames: () => [...audio.keys()],
    criteria: (lesson, key) => criteria.get(`${lesson}:${key}`)?.entry,
    allCriteria: () =>
      [...criteria.values()].map(({ lesson, key, entry }) => ({ lesson, key, criteria: entry })),
    coach: (lesson, key) => coach.get(`${lesson}:${key}`)?.entry,
    allCoach: () =>
      [...coach.values()].map(({ lesson, key, entry }) => ({ lesson, key, coach: entry })),
  };
}
