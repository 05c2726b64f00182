/// Small channels files whose screens the tests can reason about.
enum Fixtures {
    /// One locked channel, four movable ones, four to add; "Tech" is current.
    static let small = """
        {
          "version": 1,
          "current": "tech",
          "mine": [
            {"id": "top", "name": "Top", "locked": true},
            {"id": "tech", "name": "Tech"},
            {"id": "finance", "name": "Finance"},
            {"id": "sports", "name": "Sports"},
            {"id": "games", "name": "Games"}
          ],
          "available": [
            {"id": "autos", "name": "Autos"},
            {"id": "health", "name": "Health"},
            {"id": "travel", "name": "Travel"},
            {"id": "food", "name": "Food"}
          ]
        }

        """
}
