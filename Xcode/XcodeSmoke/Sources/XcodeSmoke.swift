// Code over the classes the cdgen build-tool plugin generates in this Xcode target (its entities
// are Manual/None in the model editor, and cdgen.json says "codegen": "class"): if the plugin did
// not run, `Note` and `Tag` would not exist and this file would not compile.
import CoreData

/// A note with one tag, through the generated accessors.
public func makeNote(_ text: String, tag: String, in context: NSManagedObjectContext) -> Note {
    let note = Note(context: context)
    note.text = text
    note.created = Date()
    let label = Tag(context: context)
    label.name = tag
    note.addToTags(label)
    return note
}

/// Every note, through the generated typed fetch request.
public func allNotes(in context: NSManagedObjectContext) throws -> [Note] {
    let request: NSFetchRequest<Note> = Note.fetchRequest()
    return try context.fetch(request)
}
