import {
  type InlineNode,
  type InstructionDocument,
  type InstructionImage,
  type InstructionVideo,
  type MarkupStyle,
  partLabel,
} from '@ovningskort/domain';
import { instructionScreens } from '../../../copy/instructions.js';
import type { ReactNode } from 'react';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion.js';
import { Drawing } from './Drawing.js';
import styles from './Instructions.module.css';

const STYLE_CLASS: Record<MarkupStyle, string | undefined> = {
  red: styles.red,
  bold: undefined,
  green: styles.green,
};

interface Media {
  images: ReadonlyMap<string, InstructionImage>;
  videos: ReadonlyMap<string, InstructionVideo>;
  /** The person asked for less motion: animated drawings show their still key frame. */
  reducedMotion: boolean;
}

function InfoIcon() {
  return (
    <svg
      className={styles.info}
      viewBox="0 0 20 20"
      role="img"
      aria-label={instructionScreens.info}
    >
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <rect x="9" y="8.5" width="2" height="6.5" rx="1" fill="#fff" />
      <circle cx="10" cy="5.6" r="1.25" fill="#fff" />
    </svg>
  );
}

/** A speech bubble before the heading of a supervisor's tip: decoration, the heading says it. */
function TipIcon() {
  return (
    <svg className={styles.tipIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M3 3.5h14a1.5 1.5 0 0 1 1.5 1.5v8a1.5 1.5 0 0 1-1.5 1.5H9l-4 3.5v-3.5H3A1.5 1.5 0 0 1 1.5 13V5A1.5 1.5 0 0 1 3 3.5Z"
        fill="currentColor"
      />
      <rect x="5" y="7" width="10" height="1.6" rx="0.8" fill="#fff" />
      <rect x="5" y="10" width="7" height="1.6" rx="0.8" fill="#fff" />
    </svg>
  );
}

/** The tree as React elements: every element here is one the markup asked for. */
function renderNodes(nodes: readonly InlineNode[], media: Media, key: string): ReactNode[] {
  return nodes.map((node, index) => {
    const k = `${key}.${index}`;
    switch (node.type) {
      case 'text':
        return node.text;
      case 'styled':
        return node.style === 'bold' ? (
          <strong key={k}>{renderNodes(node.children, media, k)}</strong>
        ) : (
          <span key={k} className={STYLE_CLASS[node.style]}>
            {renderNodes(node.children, media, k)}
          </span>
        );
      case 'break':
        return <br key={k} />;
      case 'info':
        return <InfoIcon key={k} />;
      case 'step':
        return (
          <mark key={k} className={styles.step}>
            {node.text}
          </mark>
        );
      case 'gearbox':
        return (
          <mark key={k} className={styles.gearbox}>
            {node.text}
          </mark>
        );
      case 'media': {
        if (node.media === 'image') {
          const image = media.images.get(node.ref.id);
          if (!image) return `[bild:${node.ref.id}]`;
          return <Drawing key={k} image={image} reducedMotion={media.reducedMotion} />;
        }
        const video = media.videos.get(node.ref.id);
        if (!video) return `[video:${node.ref.id}]`;
        return (
          <figure key={k} className={styles.figure}>
            <video src={video.url} controls preload="none" playsInline />
          </figure>
        );
      }
    }
  });
}

/** The media of an instruction, by reference, as the renderer looks them up. */
function mediaOf(
  images: readonly InstructionImage[],
  videos: readonly InstructionVideo[],
  reducedMotion: boolean,
): Media {
  return {
    images: new Map(images.map((image) => [image.ref, image])),
    videos: new Map(videos.map((video) => [video.ref, video])),
    reducedMotion,
  };
}

/** The paragraphs of one part, with its pictures: what 'Läs steg för steg' shows of a step. */
export function InstructionPartText({
  part,
  images,
  videos,
}: {
  part: InstructionDocument['parts'][number];
  images: readonly InstructionImage[];
  videos: readonly InstructionVideo[];
}) {
  const media = mediaOf(images, videos, usePrefersReducedMotion());
  return part.paragraphs.map((paragraph, index) => (
    <div key={index} className={styles.paragraph}>
      {renderNodes(paragraph.children, media, `${part.id}.${index}`)}
    </div>
  ));
}

/**
 * An instruction's text, part by part; the part being read is highlighted and marked as the
 * current step for screen readers.
 */
export function InstructionText({
  document,
  images,
  videos,
  activePart,
}: {
  document: InstructionDocument;
  images: readonly InstructionImage[];
  videos: readonly InstructionVideo[];
  activePart: string | null;
}) {
  const media = mediaOf(images, videos, usePrefersReducedMotion());
  return (
    <div className={styles.text}>
      {document.parts.map((part) => {
        const active = part.id === activePart;
        const tip = part.kind === 'handledare';
        return (
          <div
            key={part.id}
            className={`${styles.part} ${tip ? styles.tip : ''} ${active ? styles.active : ''}`}
            data-part={part.id}
            aria-current={active ? 'step' : undefined}
            // A supervisor's tip is set apart from the steps: a note with its own heading
            // (the card's headings go down to h5, content/README.md 'Supervisor's tip').
            {...(tip && { role: 'note', 'aria-label': partLabel(part) })}
          >
            {tip ? (
              <h6 className={styles.tipHeading}>
                <TipIcon />
                {partLabel(part)}
              </h6>
            ) : null}
            {part.paragraphs.map((paragraph, index) => (
              <div key={index} className={styles.paragraph}>
                {renderNodes(paragraph.children, media, `${part.id}.${index}`)}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
