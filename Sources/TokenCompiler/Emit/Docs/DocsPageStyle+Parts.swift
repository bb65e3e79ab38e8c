extension DocsPageStyle {
  /// The style a split docs page adds (``DocsPagePlan``): the navigation between its parts, the
  /// current part marked by more than color, and the index page's search results and list of parts.
  static let parts = """
    nav.parts { padding-bottom: 0.5rem; border-bottom: 1px solid var(--page-border); }
    nav.parts a[aria-current="page"] { font-weight: 700; text-decoration: underline;
      text-decoration-thickness: 0.15em; color: var(--page-fg); }
    .part-list { padding-left: 1.5rem; line-height: 1.9; }
    .part-list a { font-weight: 500; }
    .search-results { list-style: none; padding: 0; margin: 1rem 0 0; line-height: 1.9; }
    .search-results:empty { display: none; }
    """
}
