import { Module } from '@nestjs/common';
import { LlmClient } from './llm-client';

/** The chat model adapter (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL). */
@Module({ providers: [LlmClient], exports: [LlmClient] })
export class LlmModule {}
