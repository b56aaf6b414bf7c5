import fs from 'node:fs/promises';
import path from 'node:path';
import { LESSONS, messages } from '@ovningskort/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  bearer,
  registerStudent,
  loginStudent,
  startTestApp,
  testDialects,
  type TestApp,
} from './test-app.js';

type Description = {
  key: string;
  gearbox: string;
  text: string;
  img: { ref: string; url: string; alt: string }[];
  vid: unknown[];
  mp3: { part: string; url: string }[];
  criteria?: {
    goal: string;
    done: string[];
    faults: string[];
    questions: string[];
    reviewed: string;
  };
  coach?: {
    lookFor: string[];
    say: { before: string[]; during: string[]; after: string[] };
    stepIn: string[];
    questions: string[];
  };
};

describe.each(testDialects)('instructions (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const describeAs = (path: string, accessToken: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/${path}`,
      headers: accessToken ? bearer(accessToken) : {},
      payload: payload as object,
    });

  it('gives a student every sub-moment of every lesson in both gearboxes', async () => {
    const student = await activeStudent(t);
    for (const lesson of Object.values(LESSONS)) {
      for (const { key } of lesson.subMoments) {
        for (const suffix of [false, true]) {
          const response = await describeAs('noteDescription', student.accessToken, {
            parameter: key,
            number: lesson.number,
            studentId: student.id,
            suffix,
          });
          expect(response.statusCode, `${lesson.number} ${key} ${suffix}`).toBe(200);
          const body = response.json<Description>();
          expect(body.key).toBe(`${key}${lesson.number}`);
          expect(body.gearbox).toBe(suffix ? 'automatic' : 'manual');
          expect(body.text).toMatch(/steg 1/);
          expect(body.text).not.toMatch(suffix ? /^-MANUELL-/m : /^-AUTOMAT-/m);
        }
      }
    }
  });

  it('follows the gearbox: suffix first, otherwise the student’s setting', async () => {
    const student = await activeStudent(t);
    const ask = (suffix?: boolean) =>
      describeAs('noteDescription', student.accessToken, {
        parameter: 'catA',
        number: 5,
        studentId: student.id,
        ...(suffix === undefined ? {} : { suffix }),
      }).then((r) => r.json<Description>());
    const manual = await ask(false);
    const automatic = await ask(true);
    expect(manual.text).toContain('-MANUELL-');
    expect(automatic.text).toContain('-AUTOMAT-');
    expect(manual.text).not.toEqual(automatic.text);
    expect((await ask()).gearbox).toBe('manual');

    const switched = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/updUserData2/${student.id}`,
      headers: bearer(student.accessToken),
      payload: { autotransmission: true },
    });
    expect(switched.statusCode).toBe(200);
    expect((await ask()).gearbox).toBe('automatic');
    expect((await ask(false)).gearbox).toBe('manual');
  });

  it('accepts the parameter as the spec writes it, with the lesson number after it', async () => {
    const student = await activeStudent(t);
    const ask = (parameter: string) =>
      describeAs('noteDescription', student.accessToken, {
        parameter,
        number: 5,
        studentId: student.id,
      });
    const plain = await ask('catA');
    const numbered = await ask('catA5');
    expect(numbered.statusCode).toBe(200);
    expect(numbered.json()).toEqual(plain.json());
  });

  it('lists the images a text shows, served content-hashed with a year-long cache', async () => {
    const student = await activeStudent(t);
    const body = (
      await describeAs('noteDescription', student.accessToken, {
        parameter: 'catD',
        number: 8,
        studentId: student.id,
        suffix: false,
      })
    ).json<Description>();
    expect(body.text).toContain('[bild:D8-1]');
    expect(body.img).toEqual([
      {
        ref: 'D8-1',
        url: expect.stringMatching(/^\/media\/images\/D8-1\.[0-9a-f]{12}\.svg$/),
        alt: expect.any(String),
      },
      // The animation of the roundabout (content/README.md 'Animations').
      {
        ref: 'D8-4',
        url: expect.stringMatching(/^\/media\/images\/D8-4\.[0-9a-f]{12}\.svg$/),
        alt: expect.stringMatching(/^Cirkulationsplats, animerad/),
      },
    ]);
    // The still key frame the app asks for where motion is reduced is the same file.
    const still = await t.app.inject({ method: 'GET', url: `${body.img[1]!.url}?still` });
    expect(still.statusCode).toBe(200);
    expect(still.body).toContain('<g id="still"');
    const image = await t.app.inject({ method: 'GET', url: body.img[0]!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    expect(image.body).toContain('<svg');

    const again = await t.app.inject({
      method: 'GET',
      url: body.img[0]!.url,
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const part = await t.app.inject({
      method: 'GET',
      url: body.img[0]!.url,
      headers: { range: 'bytes=0-9' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toHaveLength(10);
    expect(part.headers['content-range']).toMatch(/^bytes 0-9\/\d+$/);
    const beyond = await t.app.inject({
      method: 'GET',
      url: body.img[0]!.url,
      headers: { range: 'bytes=99999999-' },
    });
    expect(beyond.statusCode).toBe(416);

    for (const url of [
      '/media/images/D8-1.svg',
      '/media/images/D8-1.000000000000.svg',
      '/media/../content/README.md',
      '/media/x',
    ]) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
    }
  });

  it('carries the sub-moment’s “Klart när” criteria to the student and the linked supervisor', async () => {
    const file = JSON.parse(
      await fs.readFile(path.join(t.config.contentDir, 'criteria', 'lesson-05.json'), 'utf8'),
    ) as Record<string, Description['criteria'] & { heading: string }>;
    // The answer has the criteria without the heading (the sub-moment has its own).
    const { heading, ...expected } = file.catB!;
    expect(heading).toBe('Stannande på bestämd plats');

    const student = await activeStudent(t);
    const supervisor = await activeSupervisor(t);
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/addTeacher',
      headers: bearer(student.accessToken),
      payload: { teacherEmail: supervisor.input.email, studentId: student.id },
    });
    expect(linked.statusCode).toBe(200);
    for (const suffix of [false, true]) {
      const ask = { parameter: 'catB', number: 5, studentId: student.id, suffix };
      for (const [route, token] of [
        ['noteDescription', student.accessToken],
        ['noteDescriptionT', supervisor.accessToken],
      ] as const) {
        const response = await describeAs(route, token, ask);
        expect(response.statusCode, `${route} ${suffix}`).toBe(200);
        expect(response.json<Description>().criteria, `${route} ${suffix}`).toEqual(expected);
      }
    }

    const other = (
      await describeAs('noteDescription', student.accessToken, {
        parameter: 'catA',
        number: 16,
        studentId: student.id,
      })
    ).json<Description>();
    expect(other.criteria?.goal).toMatch(/^Kursplan B/);
    expect(other.criteria?.done.length).toBeGreaterThanOrEqual(3);
    expect(other.criteria?.questions.every((q) => q.endsWith('?'))).toBe(true);
    expect(other.criteria?.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('carries the supervisor’s coach to the student and the linked supervisor', async () => {
    const file = JSON.parse(
      await fs.readFile(path.join(t.config.contentDir, 'coach', 'lesson-03.json'), 'utf8'),
    ) as Record<string, Description['coach'] & { heading: string }>;
    // The answer has the coach without the heading (the sub-moment has its own).
    const { heading, ...expected } = file.catC!;
    expect(heading).toBe('Igångkörning och stannande');

    const student = await activeStudent(t);
    const supervisor = await activeSupervisor(t);
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/addTeacher',
      headers: bearer(student.accessToken),
      payload: { teacherEmail: supervisor.input.email, studentId: student.id },
    });
    expect(linked.statusCode).toBe(200);
    for (const suffix of [false, true]) {
      const ask = { parameter: 'catC3', number: 3, studentId: student.id, suffix };
      for (const [route, token] of [
        ['noteDescription', student.accessToken],
        ['noteDescriptionT', supervisor.accessToken],
      ] as const) {
        const response = await describeAs(route, token, ask);
        expect(response.statusCode, `${route} ${suffix}`).toBe(200);
        const answer = response.json<Description>();
        expect(answer.coach, `${route} ${suffix}`).toEqual(expected);
        // Beside the criteria, which stay as they were.
        expect(answer.criteria?.goal).toMatch(/^Kursplan B/);
      }
    }
  });

  it('documents the criteria as an optional field of the answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        {
          post: {
            description: string;
            responses: Record<
              string,
              {
                content: Record<
                  string,
                  {
                    schema: {
                      required: string[];
                      properties: Record<
                        string,
                        { required?: string[]; properties?: Record<string, unknown> }
                      >;
                    };
                  }
                >;
              }
            >;
          };
        }
      >;
    }>();
    for (const route of ['/api/v1/noteDescription', '/api/v1/noteDescriptionT']) {
      const post = doc.paths[route]!.post;
      expect(post.description).toContain('criteria');
      const schema = post.responses['200']!.content['application/json']!.schema;
      expect(schema.required).not.toContain('criteria');
      expect(schema.required).toEqual(expect.arrayContaining(['key', 'text', 'img']));
      const criteria = schema.properties.criteria!;
      expect(Object.keys(criteria.properties!).sort()).toEqual(
        ['done', 'faults', 'goal', 'questions', 'reviewed'].sort(),
      );
      expect(criteria.required!.sort()).toEqual(
        ['done', 'faults', 'goal', 'questions', 'reviewed'].sort(),
      );
      // The supervisor's coach: optional too, an addition beside the criteria.
      expect(post.description).toContain('coach');
      expect(schema.required).not.toContain('coach');
      const coach = schema.properties.coach!;
      expect(coach.required!.sort()).toEqual(['lookFor', 'questions', 'say', 'stepIn']);
    }
  });

  it('answers 404 in Swedish for a lesson or category that does not exist', async () => {
    const student = await activeStudent(t);
    for (const [parameter, number] of [
      ['catA', 17],
      ['catA', 200],
      ['catI', 2],
      ['catF', 1],
    ] as const) {
      const response = await describeAs('noteDescription', student.accessToken, {
        parameter,
        number,
        studentId: student.id,
      });
      expect(response.statusCode, `${parameter} ${number}`).toBe(404);
      expect(response.json()).toMatchObject({ message: messages.instructions.notFound });
    }
  });

  it.each([
    [{ parameter: 'catZ', number: 1 }, messages.instructions.invalidParameter],
    [{ parameter: 'catA2', number: 1 }, messages.instructions.invalidParameter],
    [{ parameter: 'catA01', number: 1 }, messages.instructions.invalidParameter],
    [{ parameter: 7, number: 1 }, messages.instructions.invalidParameter],
    [{ parameter: 'catA', number: 1.5 }, messages.instructions.invalidNumber],
    [{ parameter: 'catA', number: '1' }, messages.instructions.invalidNumber],
    [{ parameter: 'catA', number: 0 }, messages.instructions.invalidNumber],
    [{ parameter: 'catA', number: 1, suffix: 'ja' }, messages.instructions.invalidSuffix],
  ])('refuses %j with 400', async (payload, message) => {
    const student = await activeStudent(t);
    const response = await describeAs('noteDescription', student.accessToken, {
      studentId: student.id,
      ...payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('refuses another student’s id, no token, a supervisor token and an inactive account', async () => {
    const student = await activeStudent(t);
    const other = await activeStudent(t);
    const ask = { parameter: 'catA', number: 1 };
    const foreign = await describeAs('noteDescription', student.accessToken, {
      ...ask,
      studentId: other.id,
    });
    expect(foreign.statusCode).toBe(403);
    expect(
      (await describeAs('noteDescription', undefined, { ...ask, studentId: student.id }))
        .statusCode,
    ).toBe(401);
    const supervisor = await activeSupervisor(t);
    expect(
      (
        await describeAs('noteDescription', supervisor.accessToken, {
          ...ask,
          studentId: student.id,
        })
      ).statusCode,
    ).toBe(403);

    const { input } = await registerStudent(t);
    const inactive = await loginStudent(t, input.email, input.password);
    const response = await describeAs('noteDescription', inactive.accessToken, {
      ...ask,
      studentId: String(inactive.user.id),
    });
    expect(response.json()).toMatchObject({ message: messages.cards.notActivated });
    expect(response.statusCode).toBe(403);
  });

  it('gives a linked supervisor the student’s gearbox, and nobody else', async () => {
    const student = await activeStudent(t);
    const supervisor = await activeSupervisor(t);
    const stranger = await activeSupervisor(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/addTeacher',
      headers: bearer(student.accessToken),
      payload: { teacherEmail: supervisor.input.email, studentId: student.id },
    });
    const ask = { parameter: 'catA', number: 15, studentId: student.id };
    const linked = await describeAs('noteDescriptionT', supervisor.accessToken, ask);
    expect(linked.statusCode).toBe(200);
    expect(linked.json<Description>().gearbox).toBe('manual');
    expect(linked.json<Description>().text).toContain('-MANUELL-');
    const asAutomatic = await describeAs('noteDescriptionT', supervisor.accessToken, {
      ...ask,
      suffix: true,
    });
    expect(asAutomatic.json<Description>().gearbox).toBe('automatic');

    const refused = await describeAs('noteDescriptionT', stranger.accessToken, ask);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: messages.supervision.notLinked });
    expect((await describeAs('noteDescriptionT', student.accessToken, ask)).statusCode).toBe(403);
    expect((await describeAs('noteDescriptionT', undefined, ask)).statusCode).toBe(401);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/delOneHand?studentId=${student.id}&teacherId=${supervisor.id}`,
      headers: bearer(student.accessToken),
    });
    expect((await describeAs('noteDescriptionT', supervisor.accessToken, ask)).statusCode).toBe(
      403,
    );
  });
});
