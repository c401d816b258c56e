/**
 * Where the editor saves: chosen by environment variables read when the site is built, so the
 * host's settings pick the git backend and no code changes between machines. Nothing secret is
 * read here: GitHub and GitLab logins go through an OAuth provider (the host's own on Netlify),
 * git-gateway through the host's identity service. docs/DEPLOYING.md ("The content editor's
 * settings") is the table of these variables; this file is what it describes.
 */

export type CmsBackend =
  | { name: "git-gateway"; branch: string }
  | { name: "github"; repo: string; branch: string; base_url?: string; auth_endpoint?: string }
  | { name: "gitlab"; repo: string; branch: string; api_root?: string; base_url?: string; auth_endpoint?: string }
  /** Decap's local backend alone: a build that names no repository edits the files of this computer only. */
  | { name: "proxy"; proxy_url: string; branch: string }

export interface CmsBackendChoice {
  backend: CmsBackend
  /** Decap's local backend: when the editor is opened at localhost and `decap-server` answers, it edits the files on disk. */
  localBackend: boolean
}

/** The local backend's address; Decap looks there when the editor is opened on this computer. */
export const LOCAL_BACKEND_ORIGIN = "http://localhost:8081"

const DEFAULT_BRANCH = "main"

/** A repository as the git hosts name it: owner/name (GitLab's groups may nest: group/subgroup/name). */
const REPO = /^[\w.-]+\/[\w./-]+$/

/** The git hosts whose own login the editor offers, by the host name of a repository's address. */
const GIT_HOSTS: Record<string, "github" | "gitlab"> = { "github.com": "github", "gitlab.com": "gitlab" }

function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback
  if (/^(1|true|on|yes)$/i.test(value)) return true
  if (/^(0|false|off|no)$/i.test(value)) return false
  throw new Error(`${name}=${value} is not understood. Use on or off.`)
}

/**
 * The host and owner/name of a repository's address as a host's build settings give it:
 * `https://github.com/owner/name` (with or without `.git`, or credentials before the host) or
 * `git@github.com:owner/name.git`. Undefined when the address is neither.
 */
export function repositoryOf(address: string): { host: string; repo: string } | undefined {
  const scp = /^[\w.-]+@([\w.-]+):(?!\/)(.+)$/.exec(address)
  let host: string
  let repoPath: string
  if (scp) [, host, repoPath] = scp
  else {
    try {
      const url = new URL(address)
      host = url.hostname
      repoPath = url.pathname
    } catch {
      return undefined
    }
  }
  const repo = repoPath.replace(/^\/+|\/+$/g, "").replace(/\.git$/, "")
  return REPO.test(repo) ? { host: host.toLowerCase(), repo } : undefined
}

/** Netlify's own builds set NETLIFY=true (its command-line tool's builds on a computer set NETLIFY_LOCAL instead). */
const isHostBuild = (env: Record<string, string | undefined>) => env.NETLIFY?.trim().toLowerCase() === "true"

/**
 * CMS_BACKEND: github or gitlab (the login of the git host itself, through the host's OAuth
 * provider), or git-gateway (Netlify Identity, deprecated). Unset: the git host of the repository.
 * CMS_REPO: the repository as owner/name; unset, the one whose address the host's build carries
 * (REPOSITORY_URL, on Netlify). A build on Netlify (NETLIFY=true) that can name no repository
 * stops; a build elsewhere with neither variable has the local editor alone. CMS_BRANCH (default
 * main); CMS_AUTH_URL, the OAuth provider's origin when the host does not provide one;
 * CMS_AUTH_ENDPOINT, its path; CMS_API_ROOT for a self-hosted GitLab. CMS_LOCAL_BACKEND on/off:
 * on by default while no repository is named, off once one is.
 */
export function backendFromEnv(env: Record<string, string | undefined>): CmsBackendChoice {
  const chosen = env.CMS_BACKEND || undefined
  const branch = env.CMS_BRANCH || DEFAULT_BRANCH
  if (chosen === "git-gateway")
    return { backend: { name: chosen, branch }, localBackend: onOff("CMS_LOCAL_BACKEND", env.CMS_LOCAL_BACKEND, false) }
  if (chosen !== undefined && chosen !== "github" && chosen !== "gitlab")
    throw new Error(`CMS_BACKEND=${chosen} is not supported. Use github, gitlab or git-gateway.`)

  // Never printed: a host may put an access token into the address.
  const linked = env.REPOSITORY_URL ? repositoryOf(env.REPOSITORY_URL) : undefined
  if (env.REPOSITORY_URL && !linked && !env.CMS_REPO)
    throw new Error(
      "REPOSITORY_URL, the repository's address from the host's build settings, names no owner/name. Set CMS_REPO to owner/name.",
    )
  const repo = env.CMS_REPO || linked?.repo
  if (!repo) {
    if (chosen) throw new Error(`CMS_BACKEND=${chosen} needs CMS_REPO, the repository as owner/name (now not set).`)
    if (isHostBuild(env))
      throw new Error(
        "The editor at /admin needs the repository it saves to, and this build on the host names none (its build settings carry no REPOSITORY_URL). Set CMS_REPO to owner/name in the host's environment variables (scope Builds).",
      )
    const localBackend = onOff("CMS_LOCAL_BACKEND", env.CMS_LOCAL_BACKEND, true)
    if (!localBackend) throw new Error("CMS_LOCAL_BACKEND=off leaves the editor nothing to save to: name the repository with CMS_REPO.")
    return { backend: { name: "proxy", proxy_url: `${LOCAL_BACKEND_ORIGIN}/api/v1`, branch }, localBackend }
  }
  if (!REPO.test(repo)) throw new Error(`CMS_REPO="${repo}" is not a repository: write it as owner/name.`)

  const gitHost = linked?.host
  const name = chosen ?? (gitHost ? GIT_HOSTS[gitHost] : "github")
  if (!name)
    throw new Error(
      `REPOSITORY_URL names a repository on ${gitHost}, whose login the editor does not know by its name. Set CMS_BACKEND to github or gitlab (with CMS_API_ROOT for a GitLab of your own).`,
    )
  const localBackend = onOff("CMS_LOCAL_BACKEND", env.CMS_LOCAL_BACKEND, false)
  const optional = (key: string, value: string | undefined) => (value ? { [key]: value } : {})
  const auth = { ...optional("base_url", env.CMS_AUTH_URL), ...optional("auth_endpoint", env.CMS_AUTH_ENDPOINT) }
  if (name === "github") return { backend: { name, repo, branch, ...auth }, localBackend }
  return { backend: { name, repo, branch, ...optional("api_root", env.CMS_API_ROOT), ...auth }, localBackend }
}

/** Whether the editor logs in through Netlify Identity: its invitation and password-recovery links then need the identity widget. */
export const usesIdentity = (choice: CmsBackendChoice) => choice.backend.name === "git-gateway"

/**
 * The origins the editor talks to besides the site itself: the git host's API (and, for GitHub, the
 * status page Decap polls to tell the editor when GitHub is down), the OAuth provider named by
 * CMS_AUTH_URL and, when on, the local backend.
 */
export function backendOrigins(choice: CmsBackendChoice): string[] {
  const { backend } = choice
  const origins: string[] = []
  if (backend.name === "github") origins.push("https://api.github.com", "https://www.githubstatus.com")
  if (backend.name === "gitlab") origins.push(new URL(backend.api_root ?? "https://gitlab.com/api/v4").origin)
  if ((backend.name === "github" || backend.name === "gitlab") && backend.base_url) origins.push(new URL(backend.base_url).origin)
  if (choice.localBackend) origins.push(LOCAL_BACKEND_ORIGIN)
  return origins
}
