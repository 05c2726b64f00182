"""The channel lists both programs are given, and how each program is started on them."""
import json
import os

# 40 channels: the first 20 are "My Channels" (dialog: status on, the right-hand list), the
# other 20 "Add Channels" (dialog: off, the left-hand list). The first two are locked for us.
NAMES = [
    "News", "Sports", "Tech", "Finance", "World", "Video", "Health", "Travel", "Autos",
    "Military", "Games", "Music", "Movies", "Books", "Science", "Food", "Fashion", "Home",
    "Pets", "Parenting", "Education", "Jobs", "Property", "Weather", "Comics", "History",
    "Culture", "Art", "Design", "Photo", "Outdoors", "Fitness", "Beauty", "Lottery",
    "Startups", "Crypto", "Energy", "Space", "Law", "Local",
]

# The same generator as Sources/channel-editor-bench/BenchBoard.swift, for large lists.
WORDS = ["News", "Sports", "Tech", "Finance", "World", "Video", "Health", "Travel", "Autos",
         "Games", "Music", "Movies", "Books", "Science", "Food", "Fashion", "Weather", "Local"]
CHINESE = ["科技", "财经", "体育", "娱乐", "国际", "视频", "健康", "旅游"]


def generated_name(index):
    if index % 13 == 12:
        return f"{WORDS[index % len(WORDS)]} and everything around it {index}"
    if index % 5 == 4:
        return f"{CHINESE[index % len(CHINESE)]}{index}"
    return f"{WORDS[index % len(WORDS)]} {index}"


def channels(count):
    """(id, name) pairs: the 40 names above, or generated names for other sizes."""
    if count == len(NAMES):
        return [(f"c{i:02d}", name) for i, name in enumerate(NAMES)]
    return [(f"c{i}", generated_name(i)) for i in range(count)]


def channel_file(count):
    pairs = channels(count)
    half = count // 2
    return {
        "version": 2,
        "catalog": "en",
        "current": None,
        "mine": [dict(id=i, name=n, **({"locked": True} if k < 2 else {})) for k, (i, n) in enumerate(pairs[:half])],
        "available": [dict(id=i, name=n) for i, n in pairs[half:]],
    }


def catalog_file(document, size=40):
    """A catalog of `size` channels that are all in `document` (so the merge with the bundled
    catalog adds nothing), about as big as the real one (Resources/catalogs: a few dozen)."""
    mine = document["mine"][: size // 2]
    available = document["available"][: size - len(mine)]
    return {"version": 1, "current": None, "mine": mine, "available": available}


def write_channel_editor_files(folder, count):
    """The channels file, and a data folder (CHANNEL_EDITOR_DATA) whose catalogs hold 40 of the
    file's channels: the program loads and merges a catalog of realistic size, and the merge
    adds nothing. Returns (file path, data folder)."""
    document = channel_file(count)
    data = os.path.join(folder, f"data{count}")
    os.makedirs(os.path.join(data, "catalogs"), exist_ok=True)
    for language in ("en", "zh"):
        with open(os.path.join(data, "catalogs", f"{language}.json"), "w", encoding="utf-8") as out:
            json.dump(catalog_file(document), out, ensure_ascii=False)
    path = os.path.join(folder, f"channels{count}.json")
    with open(path, "w", encoding="utf-8") as out:
        json.dump(document, out, ensure_ascii=False)
    return path, data


def dialog_argv(count=40):
    argv = ["dialog", "--buildlist", "Channels", "24", "80", "16"]
    half = count // 2
    for k, (ident, name) in enumerate(channels(count)):
        argv += [ident, name, "on" if k < half else "off"]
    return argv


def environment(home, extra=None):
    env = {
        "TERM": "xterm-256color",
        "LANG": "C.UTF-8",
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": home,
        "XDG_CONFIG_HOME": os.path.join(home, ".config"),
    }
    env.update(extra or {})
    return env


def playlist_entry(index):
    """One provider-style entry: a tvg-id shared by a dozen entries, a group, a generated name."""
    groups = ["央视", "卫视", "News", "Sports", "Movies"]
    return (f'#EXTINF:-1 tvg-id="id{index // 12}.cn" tvg-logo="http://127.0.0.1:9/logo/{index}.png" '
            f'group-title="{groups[index % len(groups)]}",{generated_name(index)}\n'
            f"http://127.0.0.1:9/live/{index}.m3u8\n")


def write_renewed_playlist_files(folder, catalog_count, favourites):
    """Issue 36: favourites made from a provider (the first `favourites` of its entries, old
    URLs) and that provider's next playlist of `catalog_count` entries: every URL with a new
    token, entry 5 dropped, entry 7 renamed with its tvg-id kept. Returns (favourites path,
    provider path)."""
    provider = os.path.join(folder, f"provider{catalog_count}-renewed.m3u")
    with open(provider, "w", encoding="utf-8") as out:
        out.write('#EXTM3U x-tvg-url="http://127.0.0.1:9/epg.xml.gz"\n')
        for index in range(catalog_count):
            if index == 5:
                continue
            entry = playlist_entry(index).replace("/live/", "/live/tok2/")
            if index == 7:
                entry = entry.replace("," + generated_name(index) + "\n", ",Renamed 7\n")
            out.write(entry)
    path = os.path.join(folder, f"favourites{favourites}-old.m3u8")
    with open(path, "w", encoding="utf-8") as out:
        out.write("#EXTM3U\n")
        for index in range(favourites):
            out.write(playlist_entry(index))
    return path, provider


def write_newsboat_file(folder, count):
    """A newsboat urls file of `count` feeds as people keep it (README "newsboat"): a comment
    every 50 feeds, tags on most lines, a `~` title on some, a query feed, a commented-out feed
    every 97. Returns its path (a file named `urls`, so its name gives the format)."""
    base = os.path.join(folder, f"newsboat{count}")
    os.makedirs(base, exist_ok=True)
    path = os.path.join(base, "urls")
    with open(path, "w", encoding="utf-8") as out:
        out.write('"query:Unread:unread = \\"yes\\"" "~All unread"\n')
        for index in range(count):
            if index % 50 == 0:
                out.write(f"\n# ---- {WORDS[index % len(WORDS)]} ----\n")
            disabled = "#" if index % 97 == 96 else ""
            title = f' "~{generated_name(index)}"' if index % 3 == 0 else ""
            out.write(f'{disabled}https://feeds.example.org/{index}/rss.xml {WORDS[index % len(WORDS)].lower()} "news"{title}\n')
    return path


def write_playlist_files(folder, catalog_count, favourites):
    """A provider's playlist of `catalog_count` entries (None: none) and a favourites playlist of
    the first `favourites` of them (README "Playlists"). Returns (favourites path, catalog path)."""
    catalog = None
    if catalog_count:
        catalog = os.path.join(folder, f"provider{catalog_count}.m3u")
        with open(catalog, "w", encoding="utf-8") as out:
            out.write('#EXTM3U x-tvg-url="http://127.0.0.1:9/epg.xml.gz"\n')
            for index in range(catalog_count):
                out.write(playlist_entry(index))
    path = os.path.join(folder, f"favourites{favourites}.m3u8")
    with open(path, "w", encoding="utf-8") as out:
        out.write("#EXTM3U\n")
        for index in range(favourites):
            out.write(playlist_entry(index))
    return path, catalog
