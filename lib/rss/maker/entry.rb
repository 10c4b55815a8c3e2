require "rss/maker/feed"

module RSS
  module Maker
    # makes an Atom Entry document (the first item, with the channel's
    # title, date and authors as defaults)
    module Atom
      class Entry < RSSBase
        include Helpers

        def to_feed
          ch = @channel
          i = @items.normalize.first || @items.new_item
          id = i.id || i.link
          updated = i.updated || ch.updated
          title_src = i.title ? i.title_element : ch.title_element
          people = i.authors.any? { |a| a.name } ? i : ch
          missing = []
          missing << "id" if id.nil?
          missing << "updated" if updated.nil?
          missing << "author" if people.author.nil?
          missing << "title" if title_src.content.nil? and title_src.xhtml.nil?
          raise NotSetError.new("maker.item", missing) unless missing.empty?
          owner = ::RSS::Atom::Entry
          entry = owner.new(@version, @encoding, @standalone)
          stylesheets_for(entry)
          atom_common(i, entry, owner, title_src, "maker.item")
          atom_people(owner, ch.authors, :Author, entry.authors) if people.equal?(ch)
          atom_people(owner, ch.contributors, :Contributor, entry.contributors) if i.contributors.empty?
          entry.id = atom_text(owner::Id, id)
          entry.updated = atom_text(owner::Updated, updated)
          atom_entry_parts(i, entry, owner)
          entry.dc_dates.replace(module_dates(i, updated)) if entry.respond_to?(:dc_dates)
          entry
        end
      end
    end

    add_maker("atom:entry", "1.0", Atom::Entry)
    add_maker("atom1.0:entry", "1.0", Atom::Entry)
  end
end
