require "rss/maker/atom"

module RSS
  module Maker
    class AtomFeed < Atom
      def to_feed
        ch = @channel
        id = ch.id || ch.about
        updated = ch.updated || ch.date
        missing = []
        missing << "id" if id.nil?
        missing << "updated" if updated.nil?
        missing << "author" if ch.author.nil? and ch.authors.empty?
        missing << "title" if ch.title.nil?
        raise NotSetError.new("maker.channel", missing) unless missing.empty?
        feed = ::RSS::Atom::Feed.new(@version, @encoding, @standalone)
        stylesheets_for(feed)
        feed.authors << Atom.person(::RSS::Atom::Feed::Author, ch.author) if ch.author
        ch.authors.each { |a| feed.authors << Atom.person(::RSS::Atom::Feed::Author, a.name) }
        feed.id = Atom.content(::RSS::Atom::Feed::Id, id)
        feed.title = Atom.content(::RSS::Atom::Feed::Title, ch.title)
        feed.updated = Atom.content(::RSS::Atom::Feed::Updated, updated)
        feed.subtitle = Atom.content(::RSS::Atom::Feed::Subtitle, ch.description) if ch.description
        feed.rights = Atom.content(::RSS::Atom::Feed::Rights, ch.rights) if ch.rights
        if ch.link
          l = ::RSS::Atom::Feed::Link.new
          l.href = ch.link
          feed.links << l
        end
        @items.normalize.each { |i| feed.entries << make_entry(i) }
        feed.dc_dates << updated if feed.respond_to?(:dc_dates)
        feed
      end

      private
      def make_entry(i)
        entry = ::RSS::Atom::Feed::Entry.new
        id = i.id || i.link
        updated = i.updated || i.date
        missing = []
        missing << "updated" if updated.nil?
        missing << "title" if i.title.nil?
        raise NotSetError.new("maker.item", missing) unless missing.empty?
        entry.id = Atom.content(::RSS::Atom::Feed::Entry::Id, id) if id
        if i.link
          l = ::RSS::Atom::Feed::Entry::Link.new
          l.href = i.link
          entry.links << l
        end
        entry.title = Atom.content(::RSS::Atom::Feed::Entry::Title, i.title) if i.title
        entry.updated = Atom.content(::RSS::Atom::Feed::Entry::Updated, updated) if updated
        entry.summary = Atom.content(::RSS::Atom::Feed::Entry::Summary, i.description) if i.description
        entry.authors << Atom.person(::RSS::Atom::Feed::Entry::Author, i.author) if i.author
        if updated and entry.respond_to?(:dc_dates)
          # 1.8.7 writes the entry's date twice
          entry.dc_dates << updated << updated
        end
        entry
      end
    end

    add_maker("atom", "1.0", AtomFeed)
    add_maker("atom:feed", "1.0", AtomFeed)
    add_maker("atom1.0", "1.0", AtomFeed)
    add_maker("atom1.0:feed", "1.0", AtomFeed)
  end
end
