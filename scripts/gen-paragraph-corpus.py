#!/usr/bin/env python3
"""Writes N one-paragraph articles (front matter and one paragraph, no scenarios) in eight folders.

The corpus measures what a site costs apart from its scenarios: reading articles, the page shell, the
sidebar, search and sitemap. Deterministic: the same N writes the same bytes.

    scripts/gen-paragraph-corpus.py 10000 /dev/shm/paragraphs-10000
"""
import os
import sys

FOLDERS = ["basics", "views", "controllers", "layout", "navigation", "presentation", "containment", "recipes"]
WORDS = ("view controller window layout appearance subview hierarchy transition container child parent "
         "bounds frame safe area margins display trait collection responder run loop turn phase").split()


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: gen-paragraph-corpus.py COUNT OUTPUT-FOLDER")
    count, root = int(sys.argv[1]), sys.argv[2]
    for folder in FOLDERS:
        os.makedirs(os.path.join(root, "content", folder), exist_ok=True)
    for n in range(count):
        folder = FOLDERS[n % len(FOLDERS)]
        words = " ".join(WORDS[(n * 7 + k * 3) % len(WORDS)] for k in range(60))
        text = f"---\ntitle: Article {n + 1}\n---\n\nArticle {n + 1} is about the {words}.\n"
        with open(os.path.join(root, "content", folder, f"{n:05d}-article.md"), "w") as file:
            file.write(text)


if __name__ == "__main__":
    main()
