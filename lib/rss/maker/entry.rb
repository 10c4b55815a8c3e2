require "rss/maker/feed"

module RSS
  module Maker
    # makes an Atom Entry document (the first item, with the channel's
    # values as defaults)
    class AtomEntry < Atom
      def to_feed
        ch = @channel
        i = @items.normalize.first
        raise NotSetError.new("maker.item", %w{id updated author title}) if i.nil?
        author = i.author || ch.author
        missing = []
        missing << "id" if (i.id || i.link).nil?
        missing << "updated" if (i.updated || i.date).nil?
        missing << "author" if author.nil?
        missing << "title" if i.title.nil?
        raise NotSetError.new("maker.item", missing) unless missing.empty?
        entry = ::RSS::Atom::Entry.new(@version, @encoding, @standalone)
        stylesheets_for(entry)
        entry.authors << Atom.person(::RSS::Atom::Entry::Author, author) if author
        id = i.id || i.link
        entry.id = Atom.content(::RSS::Atom::Entry::Id, id) if id
        if i.link
          l = ::RSS::Atom::Entry::Link.new
          l.href = i.link
          entry.links << l
        end
        entry.title = Atom.content(::RSS::Atom::Entry::Title, i.title) if i.title
        updated = i.updated || i.date
        entry.updated = Atom.content(::RSS::Atom::Entry::Updated, updated) if updated
        entry.summary = Atom.content(::RSS::Atom::Entry::Summary, i.description) if i.description
        entry.dc_dates << updated if updated and entry.respond_to?(:dc_dates)
        entry
      end
    end

    add_maker("atom:entry", "1.0", AtomEntry)
    add_maker("atom1.0:entry", "1.0", AtomEntry)
  end
end
