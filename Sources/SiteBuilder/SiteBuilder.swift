import ScenarioLanguage

/// Builds a static site from `content/` and `templates/` into `public/`.
public enum SiteBuilder {}
