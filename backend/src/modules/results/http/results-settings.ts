import { Injectable } from '@nestjs/common';
import { ResultsReader } from '../queries/results-reader';

/** The client's anonymity threshold (results_settings; the default when unset). */
@Injectable()
export class ResultsSettings {
  constructor(private readonly reader: ResultsReader) {}

  async get(clientId: string): Promise<{ min_raters: number }> {
    return { min_raters: await this.reader.minRaters(clientId) };
  }

  async set(clientId: string, minRaters: number, now: Date): Promise<{ min_raters: number }> {
    await this.reader.db
      .insertInto('results_settings')
      .values({ client_id: clientId, min_raters: minRaters, updated_at: now })
      .onConflict((oc) => oc.column('client_id').doUpdateSet({ min_raters: minRaters, updated_at: now }))
      .execute();
    return { min_raters: minRaters };
  }
}
