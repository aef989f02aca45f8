import Foundation
import PresentationKit
import Testing

/// A view that keeps the touches it is given, to hand a real `UITouch` to a delegate.
final class TouchCatcher: UIView {
    var touch: UITouch?
    var event: UIEvent?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touch = touches.first
        self.event = event
    }
}

/// The silent-shadowing check: every requirement UIKit declares `@objc optional` has a default in
/// an extension here. A conformer written with UIKit's spelling must replace that default; if our
/// requirement differed from UIKit's by a label or an optional, the conformer's method would be a
/// new, unrelated one, and calling through the protocol would reach the default instead. Each call
/// below goes through the protocol existential, as the engine calls it, and the conformer's own
/// method must be what ran.
@MainActor
@Suite("Conformance · near misses (optional requirements reach the conformer, not the default)")
struct NearMissTests {
    @Test("every optional requirement, called through its protocol, runs the conformer's method")
    func optionalRequirementsReachTheConformer() throws {
        let log = CallLog.start()
        let stage = Stage()
        let presented = UIViewController()
        let presentation = UIPresentationController(
            presentedViewController: presented, presenting: stage.root)
        let popover = UIPopoverPresentationController(
            presentedViewController: presented, presenting: stage.root)
        let context = ConformingTransitionContext(container: stage.root.view, from: stage.root, to: presented)

        let transitioning: UIViewControllerTransitioningDelegate = ConformingTransitioningDelegate()
        let animator: UIViewControllerAnimatedTransitioning = ConformingAnimator()
        _ = transitioning.animationController(
            forPresented: presented, presenting: stage.root, source: stage.root)
        _ = transitioning.animationController(forDismissed: presented)
        _ = transitioning.interactionControllerForPresentation(using: animator)
        _ = transitioning.interactionControllerForDismissal(using: animator)
        _ = transitioning.presentationController(
            forPresented: presented, presenting: stage.root, source: stage.root)

        let implicit = animator.interruptibleAnimator(using: context)
        #expect(implicit is ConformingImplicitAnimator, "not the engine's stand-in")
        implicit.addAnimations({})
        implicit.addAnimations({}, delayFactor: 0.5)
        implicit.addCompletion { _ in }
        implicit.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        animator.animationEnded(true)

        let interactive: UIViewControllerInteractiveTransitioning = ConformingInteractor()
        #expect(interactive.completionSpeed == 1)
        #expect(interactive.completionCurve == .easeOut, "the default is .easeInOut")
        #expect(interactive.wantsInteractiveStart)

        let adaptive: UIAdaptivePresentationControllerDelegate = ConformingAdaptiveDelegate()
        #expect(adaptive.adaptivePresentationStyle(for: presentation) == .none, "the default is .fullScreen")
        #expect(
            adaptive.adaptivePresentationStyle(for: presentation, traitCollection: UITraitCollection())
                == .none)
        _ = adaptive.presentationController(
            presentation, viewControllerForAdaptivePresentationStyle: .fullScreen)
        adaptive.presentationController(presentation, prepare: presentation)
        adaptive.presentationController(
            presentation, willPresentWithAdaptiveStyle: .none, transitionCoordinator: nil)
        _ = adaptive.presentationControllerShouldDismiss(presentation)
        adaptive.presentationControllerWillDismiss(presentation)
        adaptive.presentationControllerDidDismiss(presentation)
        adaptive.presentationControllerDidAttemptToDismiss(presentation)

        let popoverDelegate: UIPopoverPresentationControllerDelegate = ConformingAdaptiveDelegate()
        popoverDelegate.prepareForPopoverPresentation(popover)
        _ = popoverDelegate.popoverPresentationControllerShouldDismissPopover(popover)
        popoverDelegate.popoverPresentationControllerDidDismissPopover(popover)

        let catcher = TouchCatcher(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        stage.root.view.addSubview(catcher)
        stage.host.tap(at: CGPoint(x: 100, y: 200))
        let touch = try #require(catcher.touch)
        let event = try #require(catcher.event)
        let recognizer = UITapGestureRecognizer(handler: { _ in })
        let other = UIPanGestureRecognizer(handler: { _ in })
        let gestureDelegate: UIGestureRecognizerDelegate = ConformingGestureDelegate()
        _ = gestureDelegate.gestureRecognizerShouldBegin(recognizer)
        _ = gestureDelegate.gestureRecognizer(recognizer, shouldReceive: touch)
        _ = gestureDelegate.gestureRecognizer(recognizer, shouldReceive: event)
        #expect(gestureDelegate.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other))
        _ = gestureDelegate.gestureRecognizer(recognizer, shouldRequireFailureOf: other)
        _ = gestureDelegate.gestureRecognizer(recognizer, shouldBeRequiredToFailBy: other)

        let animationDelegate: CAAnimationDelegate = ConformingAnimationDelegate()
        animationDelegate.animationDidStart(CABasicAnimation())
        animationDelegate.animationDidStop(CABasicAnimation(), finished: true)

        let layerDelegate: CALayerDelegate = ConformingLayerDelegate()
        layerDelegate.layoutSublayers(of: CALayer())
        let drawingContext = CGContext(
            data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        layerDelegate.draw(CALayer(), in: drawingContext)

        let sheetDelegate: UISheetPresentationControllerDelegate = ConformingSheetDelegate()
        sheetDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            UISheetPresentationController(presentedViewController: UIViewController(), presenting: nil))

        let scrollDelegate: UIScrollViewDelegate = ConformingScrollViewDelegate()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var target = CGPoint.zero
        scrollDelegate.scrollViewDidScroll(scrollView)
        scrollDelegate.scrollViewDidZoom(scrollView)
        scrollDelegate.scrollViewWillBeginDragging(scrollView)
        scrollDelegate.scrollViewWillEndDragging(
            scrollView, withVelocity: .zero, targetContentOffset: &target)
        scrollDelegate.scrollViewDidEndDragging(scrollView, willDecelerate: false)
        scrollDelegate.scrollViewWillBeginDecelerating(scrollView)
        scrollDelegate.scrollViewDidEndDecelerating(scrollView)
        scrollDelegate.scrollViewDidEndScrollingAnimation(scrollView)
        #expect(scrollDelegate.viewForZooming(in: scrollView) === scrollView, "the default is nil")
        scrollDelegate.scrollViewWillBeginZooming(scrollView, with: nil)
        scrollDelegate.scrollViewDidEndZooming(scrollView, with: nil, atScale: 1)
        #expect(!scrollDelegate.scrollViewShouldScrollToTop(scrollView), "the default is true")
        scrollDelegate.scrollViewDidScrollToTop(scrollView)
        scrollDelegate.scrollViewDidChangeAdjustedContentInset(scrollView)

        let textField = UITextField()
        let fieldDelegate: UITextFieldDelegate = ConformingTextFieldDelegate()
        _ = fieldDelegate.textFieldShouldBeginEditing(textField)
        fieldDelegate.textFieldDidBeginEditing(textField)
        _ = fieldDelegate.textFieldShouldEndEditing(textField)
        fieldDelegate.textFieldDidEndEditing(textField)
        fieldDelegate.textFieldDidEndEditing(textField, reason: .committed)
        #expect(
            !fieldDelegate.textField(
                textField, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "x"))
        fieldDelegate.textFieldDidChangeSelection(textField)
        #expect(!fieldDelegate.textFieldShouldClear(textField), "the default is true")
        #expect(!fieldDelegate.textFieldShouldReturn(textField), "the default is true")
        let textView = UITextView()
        let viewDelegate: UITextViewDelegate = ConformingTextViewDelegate()
        _ = viewDelegate.textViewShouldBeginEditing(textView)
        _ = viewDelegate.textViewShouldEndEditing(textView)
        viewDelegate.textViewDidBeginEditing(textView)
        viewDelegate.textViewDidEndEditing(textView)
        #expect(
            !viewDelegate.textView(
                textView, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "x"))
        viewDelegate.textViewDidChange(textView)
        viewDelegate.textViewDidChangeSelection(textView)
        let navigation = UINavigationController(rootViewController: UIViewController())
        let navigationDelegate: UINavigationControllerDelegate = ConformingNavigationDelegate()
        navigationDelegate.navigationController(navigation, willShow: presented, animated: false)
        navigationDelegate.navigationController(navigation, didShow: presented, animated: false)
        #expect(
            navigationDelegate.navigationController(
                navigation, animationControllerFor: .push, from: stage.root, to: presented) != nil,
            "the default is nil")
        _ = navigationDelegate.navigationController(navigation, interactionControllerFor: animator)
        let tabs = UITabBarController()
        let tabDelegate: UITabBarControllerDelegate = ConformingTabBarControllerDelegate()
        #expect(tabDelegate.tabBarController(tabs, shouldSelect: presented))
        tabDelegate.tabBarController(tabs, didSelect: presented)
        _ = tabDelegate.tabBarController(
            tabs, animationControllerForTransitionFrom: stage.root, to: presented)
        _ = tabDelegate.tabBarController(tabs, interactionControllerFor: animator)
        let split = UISplitViewController(style: .doubleColumn)
        let splitDelegate: UISplitViewControllerDelegate = ConformingSplitViewControllerDelegate()
        _ = splitDelegate.splitViewController(split, topColumnForCollapsingToProposedTopColumn: .secondary)
        _ = splitDelegate.splitViewController(
            split, displayModeForExpandingToProposedDisplayMode: .secondaryOnly)
        splitDelegate.splitViewController(split, willShow: .primary)
        splitDelegate.splitViewController(split, willHide: .primary)
        splitDelegate.splitViewControllerDidCollapse(split)
        splitDelegate.splitViewControllerDidExpand(split)
        splitDelegate.splitViewController(split, willChangeTo: .oneBesideSecondary)
        _ = splitDelegate.primaryViewController(forCollapsing: split)
        _ = splitDelegate.primaryViewController(forExpanding: split)
        _ = splitDelegate.splitViewController(split, collapseSecondary: presented, onto: stage.root)
        _ = splitDelegate.splitViewController(split, separateSecondaryFrom: stage.root)
        _ = splitDelegate.splitViewController(split, show: presented, sender: nil)
        _ = splitDelegate.splitViewController(split, showDetail: presented, sender: nil)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480),
            collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(
            UICollectionReusableView.self,
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "title")
        let item = IndexPath(item: 0, section: 0)
        let collectionSource: UICollectionViewDataSource = ConformingCollectionDataSource()
        #expect(collectionSource.numberOfSections(in: collection) == 2, "the default is 1")
        _ = collectionSource.collectionView(
            collection, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader, at: item
        )
        let collectionDelegate: UICollectionViewDelegateFlowLayout = ConformingCollectionDelegate()
        let itemCell = UICollectionViewCell(frame: .zero)
        let header = UICollectionReusableView(frame: .zero)
        let kind = UICollectionView.elementKindSectionHeader
        let flow = collection.collectionViewLayout
        _ = collectionDelegate.collectionView(collection, shouldHighlightItemAt: item)
        collectionDelegate.collectionView(collection, didHighlightItemAt: item)
        collectionDelegate.collectionView(collection, didUnhighlightItemAt: item)
        _ = collectionDelegate.collectionView(collection, shouldSelectItemAt: item)
        _ = collectionDelegate.collectionView(collection, shouldDeselectItemAt: item)
        collectionDelegate.collectionView(collection, didSelectItemAt: item)
        collectionDelegate.collectionView(collection, didDeselectItemAt: item)
        collectionDelegate.collectionView(collection, willDisplay: itemCell, forItemAt: item)
        collectionDelegate.collectionView(
            collection, willDisplaySupplementaryView: header, forElementKind: kind, at: item)
        collectionDelegate.collectionView(collection, didEndDisplaying: itemCell, forItemAt: item)
        collectionDelegate.collectionView(
            collection, didEndDisplayingSupplementaryView: header, forElementOfKind: kind, at: item)
        #expect(
            collectionDelegate.collectionView(collection, layout: flow, sizeForItemAt: item)
                == CGSize(width: 100, height: 100), "the default is the layout's 50 × 50")
        _ = collectionDelegate.collectionView(collection, layout: flow, insetForSectionAt: 0)
        _ = collectionDelegate.collectionView(collection, layout: flow, minimumLineSpacingForSectionAt: 0)
        _ = collectionDelegate.collectionView(
            collection, layout: flow, minimumInteritemSpacingForSectionAt: 0)
        _ = collectionDelegate.collectionView(collection, layout: flow, referenceSizeForHeaderInSection: 0)
        _ = collectionDelegate.collectionView(collection, layout: flow, referenceSizeForFooterInSection: 0)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let row = IndexPath(row: 0, section: 0)
        let tableSource: UITableViewDataSource = ConformingTableDataSource()
        #expect(tableSource.numberOfSections(in: table) == 2, "the default is 1")
        #expect(tableSource.tableView(table, titleForHeaderInSection: 0) == "Header 0", "the default is nil")
        _ = tableSource.tableView(table, titleForFooterInSection: 0)
        _ = tableSource.tableView(table, canEditRowAt: row)
        tableSource.tableView(table, commit: .delete, forRowAt: row)
        let tableDelegate: UITableViewDelegate = ConformingTableDelegate()
        let someCell = UITableViewCell(style: .default, reuseIdentifier: nil)
        tableDelegate.tableView(table, willDisplay: someCell, forRowAt: row)
        tableDelegate.tableView(table, didEndDisplaying: someCell, forRowAt: row)
        tableDelegate.tableView(table, willDisplayHeaderView: someCell, forSection: 0)
        tableDelegate.tableView(table, willDisplayFooterView: someCell, forSection: 0)
        _ = tableDelegate.tableView(table, heightForRowAt: row)
        _ = tableDelegate.tableView(table, heightForHeaderInSection: 0)
        _ = tableDelegate.tableView(table, heightForFooterInSection: 0)
        _ = tableDelegate.tableView(table, estimatedHeightForRowAt: row)
        _ = tableDelegate.tableView(table, viewForHeaderInSection: 0)
        _ = tableDelegate.tableView(table, viewForFooterInSection: 0)
        _ = tableDelegate.tableView(table, shouldHighlightRowAt: row)
        tableDelegate.tableView(table, didHighlightRowAt: row)
        tableDelegate.tableView(table, didUnhighlightRowAt: row)
        _ = tableDelegate.tableView(table, willSelectRowAt: row)
        _ = tableDelegate.tableView(table, willDeselectRowAt: row)
        tableDelegate.tableView(table, didSelectRowAt: row)
        tableDelegate.tableView(table, didDeselectRowAt: row)
        let ran = Set(log.entries)
        for (owner, requirements) in Manifest.optionalRequirements {
            for requirement in requirements {
                #expect(
                    ran.contains("\(owner).\(requirement)"), "\(owner).\(requirement) reached the default")
            }
        }
    }
}
