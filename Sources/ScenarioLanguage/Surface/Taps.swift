import LifecycleEngine

/// `simulator.tap(x)`: a finger lifted inside `x`, delivered as a run-loop event of its own.
///
/// A hidden, transparent, disabled or windowless view receives no touch. An enabled control sends the
/// actions of its touch events (`.touchDown`, then `.touchUpInside` and `.primaryActionTriggered`); a
/// switch flips first and sends `.valueChanged`, a segmented control does not change selection (where the
/// finger lands is not modelled). A view's tap gesture recognizers send their actions instead of the
/// control's (UIKit lets recognizers see touches first), or before them when none cancels touches in the
/// view (`cancelsTouchesInView = false`). A bar button item sends its action; an alert action
/// dismisses its alert (`Alerts`). A text field becomes first responder (`Keyboard`).
enum Taps {
    static func tap(_ target: EngineObject, _ call: BuiltinCall) throws {
        let interpreter = call.interpreter
        if target.uikitClass == "UIAlertAction" { return try Alerts.tap(target, call) }
        if !(target is View) {
            guard target.uikitClass == "UIBarButtonItem" else {
                throw call.fail("only views, bar button items and alert actions can be tapped")
            }
            try TargetAction.send(.array([]), from: .object(target), call)
            return
        }
        let view = target as! View
        guard receivesTouches(view, interpreter) else { return }
        // Pans, pinches, rotations, swipes and long presses do not recognize a tap.
        let recognizers = enabledRecognizers(of: view, interpreter).filter { !Gestures.recognizesOnlyGestures($0) }
        if !recognizers.isEmpty {
            // A tap is a discrete gesture: its action sees it recognized (`.ended`).
            for recognizer in recognizers {
                interpreter.inertProperties[recognizer.id, default: [:]]["state"] = .enumCase("ended")
                try TargetAction.send(.array([]), from: .object(recognizer), call)
                interpreter.inertProperties[recognizer.id, default: [:]]["state"] = .enumCase("possible")
            }
            // A recognizer with `cancelsTouchesInView = false` lets the view have the touch as well: the
            // control's events follow the recognizer's action (inferred order).
            let letsTouchesThrough = recognizers.allSatisfy {
                interpreter.inertProperties[$0.id]?["cancelsTouchesInView"]?.isTrue == false
            }
            guard letsTouchesThrough else { return }
        }
        if let table = view.superview as? TableView, table.indexPath(of: view) != nil {
            try table.selectRow(of: view)
            return
        }
        if let collection = view.superview as? CollectionView, collection.indexPath(of: view) != nil {
            try collection.selectItem(of: view)
            return
        }
        guard UIKitSurface.chain(of: view.uikitClass).contains("UIControl") else { return }
        guard interpreter.inertProperties[view.id]?["isEnabled"]?.isTrue != false else { return }
        // A tap in a text field starts editing it (its touch actions are not modelled).
        if Keyboard.edits(view) {
            _ = try Keyboard.becomeFirstResponder(view, call)
            return
        }
        try TargetAction.send(.enumCase("touchDown"), from: .object(view), call)
        if view.uikitClass == "UISwitch" {
            let isOn = interpreter.inertProperties[view.id]?["isOn"]?.isTrue ?? false
            interpreter.inertProperties[view.id, default: [:]]["isOn"] = .bool(!isOn)
            view.invalidateDisplay()
            try TargetAction.send(.enumCase("valueChanged"), from: .object(view), call)
        }
        try TargetAction.send(.array([.enumCase("touchUpInside"), .enumCase("primaryActionTriggered")]),
                              from: .object(view), call)
    }

    /// The view's gesture recognizers that are enabled, in the order they were added.
    static func enabledRecognizers(of view: View, _ interpreter: Interpreter) -> [EngineObject] {
        guard case .array(let values)? = interpreter.inertProperties[view.id]?["gestureRecognizers"] else { return [] }
        return values.compactMap(\.object).filter { interpreter.inertProperties[$0.id]?["isEnabled"]?.isTrue != false }
    }

    /// Hit-testing's conditions along the way to the window (`isUserInteractionEnabled`, hidden, alpha).
    static func receivesTouches(_ view: View, _ interpreter: Interpreter) -> Bool {
        guard view.window != nil else { return false }
        var current: View? = view
        while let node = current {
            if node.isHidden || node.alpha < 0.01 { return false }
            if interpreter.inertProperties[node.id]?["isUserInteractionEnabled"]?.isTrue == false { return false }
            current = node.superview
        }
        return true
    }
}
