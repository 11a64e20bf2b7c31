export interface CreateProjectRequest {
  /** 3 to 64 characters: letters, digits, spaces, '-' and '_'; unique in the organization. */
  name: string;
  /** @default false */
  should_create_api_key?: boolean;
  config?: Record<string, unknown>;
}

export interface CreateProjectResponse {
  id: string;
  name: string;
  /** Only when `should_create_api_key` was true. */
  api_key?: string;
}

export interface ApiKey {
  id: string;
  name: string;
  key: string;
  created_at: string;
}

export interface RegenerateApiKeyResponse {
  api_key: ApiKey;
  message: string;
}

export interface DeleteProjectResponse {
  status: string;
}

/** Extension: a project in `GET /api/v3/org/owner/project/list`. */
export interface Project {
  id: string;
  name: string;
  created_at: string;
}
