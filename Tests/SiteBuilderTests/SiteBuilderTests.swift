import SiteBuilder
import Testing
