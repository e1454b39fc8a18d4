/** One short article of the offline playbook. */
export interface PlaybookArticle {
  /** stable id, never reused */
  id: string;
  title: string;
  /** the title as a member would ask it: offered as a follow-up suggestion */
  question: string;
  /** words a member might use that the text does not (weighted like the title in retrieval) */
  keywords: string[];
  /** 120 to 250 words */
  body: string;
}
