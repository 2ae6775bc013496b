import { SURVEYS_API, type SurveysPage, type SurveyView, type SurveyVoteResponse } from '@kingside/contract';
import type { AxiosInstance } from 'axios';

export async function fetchSurveys(http: AxiosInstance, before?: number, signal?: AbortSignal) {
  const params = before === undefined ? {} : { before };
  return (await http.get<SurveysPage>(SURVEYS_API.list, { params, signal })).data;
}

export async function vote(http: AxiosInstance, id: number, optionId: number) {
  return (await http.post<SurveyVoteResponse>(SURVEYS_API.vote(id, optionId))).data;
}

export async function closeSurvey(http: AxiosInstance, id: number) {
  return (await http.post<SurveyView>(SURVEYS_API.close(id))).data;
}

export async function createSurvey(http: AxiosInstance, question: string, options: string[]) {
  return (await http.post<SurveyView>(SURVEYS_API.list, { question, options })).data;
}
