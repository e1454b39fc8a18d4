/**
 * The results read model (GET /stats reads only these): aggregates per reflection and question, built from
 * submitted takes. Individual ratings never leave `result_pending_answers`, which only this projection reads.
 */
export interface ResultRatersTable {
  reflection_id: string;
  client_id: string;
  user_id: string;
  receiver: boolean;
}
/** A take's answers until it is submitted (then folded into the aggregates and deleted). */
export interface ResultPendingAnswersTable {
  reflection_id: string;
  user_id: string;
  question_key: string;
  subject: string;
  value: number | null;
  comment: string;
}
/** Takes already folded in: a redelivered TakeSubmitted adds nothing twice. */
export interface ResultSubmissionsTable {
  reflection_id: string;
  user_id: string;
  /** the promise the take was answered under: OPEN (min_raters 1) or CONFIDENTIAL with N */
  promise_mode: string;
  promise_min_raters: number;
}
/**
 * Who rated whom, without the value: what the disclosure rule reasons about. Per reflection, not per question: a
 * submitted take rated every scored question about the same subjects (its required answers).
 */
export interface ResultContributionsTable {
  reflection_id: string;
  rater_id: string;
  /** the receiver rated, or 'TEAM' */
  subject: string;
}
/** Per question and receiver: the receiver's self rating, and others' ratings as a sum and a count. */
export interface ResultReceiverScoresTable {
  reflection_id: string;
  client_id: string;
  question_key: string;
  receiver_id: string;
  self_value: number | null;
  others_sum: number;
  others_count: number;
}
/** Per question: others' ratings pooled (or every taker's, team dynamics), distinct raters, and the self ratings. */
export interface ResultTeamScoresTable {
  reflection_id: string;
  client_id: string;
  question_key: string;
  sum: number;
  count: number;
  raters: number;
  self_sum: number;
  self_count: number;
}
/** Comments without their author: 'individual' (about a receiver) or 'team' (team dynamics and open questions). */
export interface ResultCommentsTable {
  reflection_id: string;
  client_id: string;
  comment_id: string;
  question_key: string;
  subject: string;
  kind: string;
  text: string;
}
export interface ResultsTables {
  result_raters: ResultRatersTable;
  result_pending_answers: ResultPendingAnswersTable;
  result_submissions: ResultSubmissionsTable;
  result_receiver_scores: ResultReceiverScoresTable;
  result_team_scores: ResultTeamScoresTable;
  result_comments: ResultCommentsTable;
  result_contributions: ResultContributionsTable;
}
