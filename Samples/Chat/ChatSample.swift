// Application code over the classes the plugin generates from Chat.xcdatamodeld.
#if canImport(CoreData)
import CoreData

/// A user with a login and some credits.
public func makeUser(login: String, credits: Int16, in context: NSManagedObjectContext) -> Usuario {
    let user = Usuario(context: context)
    user.login = login
    user.creditos = credits
    return user
}

/// Posts `text` by `author` at the end of `conversation`, joining the author to it.
@discardableResult
public func post(_ text: String, by author: Usuario, in conversation: Conversacion, context: NSManagedObjectContext) -> Mensaje {
    let message = Mensaje(context: context)
    message.texto = text
    message.fecha = Date()
    author.addToMensajes(message)   // to-many, unordered (NSSet)
    conversation.addToMensajes(message)   // to-many, ordered (NSOrderedSet)
    if !(author.conversaciones?.contains(conversation) ?? false) {
        author.insertIntoConversaciones(conversation, at: 0)   // ordered accessor with an index
        conversation.addToParticipantes(author)
    }
    return message
}

/// Moves the message at `index` of `conversation` to the front.
public func pin(messageAt index: Int, in conversation: Conversacion) {
    guard let message = conversation.mensajes?.object(at: index) as? Mensaje else { return }
    conversation.removeFromMensajes(at: index)
    conversation.insertIntoMensajes(message, at: 0)
}

/// Every user, by login.
public func allUsers(in context: NSManagedObjectContext) throws -> [Usuario] {
    let request: NSFetchRequest<Usuario> = Usuario.fetchRequest()
    request.sortDescriptors = [NSSortDescriptor(key: "login", ascending: true)]
    return try context.fetch(request)
}

/// The compiled model, `Chat.momd`, that SwiftPM builds from `resources: [.process("Chat.xcdatamodeld")]`
/// (`Bundle.module` is this target's resource bundle; another module cannot reach it).
public func chatCompiledModelURL() -> URL? {
    Bundle.module.url(forResource: "Chat", withExtension: "momd")
}
#endif
