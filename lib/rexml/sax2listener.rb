module REXML
  # The callbacks SAX2Parser makes; include it and override what you need.
  module SAX2Listener
    def start_document
    end

    def end_document
    end

    def start_prefix_mapping(prefix, uri)
    end

    def end_prefix_mapping(prefix)
    end

    def start_element(uri, localname, qname, attributes)
    end

    def end_element(uri, localname, qname)
    end

    def characters(text)
    end

    def processing_instruction(target, data)
    end

    def doctype(name, pub_sys, long_name, uri)
    end

    def attlistdecl(element, pairs, contents)
    end

    def elementdecl(content)
    end

    def entitydecl(name, decl)
    end

    def notationdecl(content)
    end

    def cdata(content)
    end

    def xmldecl(version, encoding, standalone)
    end

    def comment(comment)
    end

    def progress(position)
    end
  end
end
