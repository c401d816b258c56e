/**
 * Where the editor saves: chosen by environment variables read when the site is built, so the
 * host's settings pick the git backend and no code changes between machines. Nothing secret is
 * read here: GitHub logins go through an OAuth provider, git-gateway through the host's identity
 * service.
 */

export type CmsBackend =
  | { name: "git-gateway"; branch: string }
  | { name: "github"; repo: string; branch: string; base_url?: string; auth_endpoint?: string }
  | { name: "gitlab"; repo: string; branch: string; api_root?: string; base_url?: string; auth_endpoint?: string }

export interface CmsBackendChoice {
  backend: CmsBackend
  /** Decap's local backend: when the editor is opened at localhost and `decap-server` answers, it edits the files on disk. */
  localBackend: boolean
}

/** The local backend's address; Decap looks there when the editor is opened on this computer. */
export const LOCAL_BACKEND_ORIGIN = "http://localhost:8081"

const DEFAULT_BRANCH = "main"

function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback
  if (/^(1|true|on|yes)$/i.test(value)) return true
  if (/^(0|false|off|no)$/i.test(value)) return false
  throw new Error(`${name}=${value} is not understood. Use on or off.`)
}

/**
 * CMS_BACKEND: git-gateway (the default, for hosts with an identity service such as Netlify's),
 * github or gitlab (with CMS_REPO as owner/name); CMS_BRANCH (default main); CMS_AUTH_URL, the
 * OAuth provider's origin for github/gitlab logins when the host does not provide one;
 * CMS_AUTH_ENDPOINT, its path; CMS_API_ROOT for a self-hosted GitLab. CMS_LOCAL_BACKEND on/off:
 * on by default while no git backend is chosen, off once one is.
 */
export function backendFromEnv(env: Record<string, string | undefined>): CmsBackendChoice {
  const name = env.CMS_BACKEND || "git-gateway"
  const branch = env.CMS_BRANCH || DEFAULT_BRANCH
  const optional = (key: string, value: string | undefined) => (value ? { [key]: value } : {})
  const auth = { ...optional("base_url", env.CMS_AUTH_URL), ...optional("auth_endpoint", env.CMS_AUTH_ENDPOINT) }
  const localBackend = onOff("CMS_LOCAL_BACKEND", env.CMS_LOCAL_BACKEND, !env.CMS_BACKEND)
  if (name === "git-gateway") return { backend: { name, branch }, localBackend }
  if (name === "github" || name === "gitlab") {
    const repo = env.CMS_REPO
    if (!repo || !/^[\w.-]+\/[\w./-]+$/.test(repo))
      throw new Error(`CMS_BACKEND=${name} needs CMS_REPO, the repository as owner/name (now ${repo ? `"${repo}"` : "not set"}).`)
    if (name === "github") return { backend: { name, repo, branch, ...auth }, localBackend }
    return { backend: { name, repo, branch, ...optional("api_root", env.CMS_API_ROOT), ...auth }, localBackend }
  }
  throw new Error(`CMS_BACKEND=${name} is not supported. Use git-gateway, github or gitlab.`)
}

/** The origins the editor talks to besides the site itself: the git host's API and, when on, the local backend. */
export function backendOrigins(choice: CmsBackendChoice): string[] {
  const { backend } = choice
  const origins: string[] = []
  if (backend.name === "github") origins.push("https://api.github.com")
  if (backend.name === "gitlab") origins.push(new URL(backend.api_root ?? "https://gitlab.com/api/v4").origin)
  if (backend.name !== "git-gateway" && backend.base_url) origins.push(new URL(backend.base_url).origin)
  if (choice.localBackend) origins.push(LOCAL_BACKEND_ORIGIN)
  return origins
}
