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
          # (as 1.8.7: what the item lacks, the channel gives)
          i = @items.normalize.first || @items.new_item
          id = i.id || i.link || ch.id
          updated = i.updated || ch.updated
          title_src = i.title ? i.title_element : ch.title_element
          i.authors.each { |a| raise NotSetError.new("maker.item.author", %w{name}) if a.name.nil? }
          people = i.authors.empty? ? ch : i
          missing = []
          missing << "id" if id.nil?
          missing << "updated" if updated.nil?
          missing << "author" if people.author.nil?
          missing << "title" if title_src.content.nil? and title_src.xhtml.nil?
          raise NotSetError.new("maker.item", missing) unless missing.empty?
          owner = ::RSS::Atom::Entry
          entry = owner.new(@version, @encoding, @standalone)
          stylesheets_for(entry)
          people_label = people.equal?(ch) ? "maker.channel" : "maker.item"
          atom_people(owner, people.authors, :Author, entry.authors, people_label)
          if i.contributors.empty?
            atom_people(owner, ch.contributors, :Contributor, entry.contributors, "maker.channel")
          else
            atom_people(owner, i.contributors, :Contributor, entry.contributors, "maker.item")
          end
          if i.categories.empty?
            atom_categories(owner, ch.categories, entry.categories, "maker.channel")
          else
            atom_categories(owner, i.categories, entry.categories, "maker.item")
          end
          if i.links.empty?
            atom_links(owner, ch.links, entry.links, "maker.channel")
          else
            atom_links(owner, i.links, entry.links, "maker.item")
          end
          rights = i.rights ? i : ch
          entry.rights = atom_construct(owner::Rights, rights.rights_element) if rights.rights
          entry.title = atom_construct(owner::Title, title_src) if title_src.content or title_src.xhtml
          entry.id = atom_text(owner::Id, id)
          entry.updated = atom_text(owner::Updated, updated)
          atom_entry_parts(i, entry, owner)
          copy_extras(i, entry)
          entry.dc_dates.replace(module_dates(i, updated)) if entry.respond_to?(:dc_dates)
          entry
        end
      end
    end

    add_maker("atom:entry", "1.0", Atom::Entry)
    add_maker("atom1.0:entry", "1.0", Atom::Entry)
    Atom::Entry::Items::Item.__send__(:private, :variable_is_set?)
  end
end
