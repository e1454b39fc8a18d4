/** One row per (reflection, member, question, subject): the key a batch's answer upserts are merged by. */
export const answerRowKey = (reflectionId: string, userId: string, questionKey: string, subject: string) =>
  `${reflectionId}\u0000${userId}\u0000${questionKey}\u0000${subject}`;

/** The key of an answer row (take_answers, result_pending_answers). */
export const ANSWER_KEY = ['reflection_id', 'user_id', 'question_key', 'subject'] as const;
