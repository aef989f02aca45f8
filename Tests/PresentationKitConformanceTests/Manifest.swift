/// The one list of what the conformance target checks (see README.md in this folder).
///
/// For each public class UIKit lets apps subclass: the members we declare that UIKit lets a
/// subclass override, as `#function` spells them (`hitTest(_:with:)`, `frame`, `init(coder:)`);
/// overloads `#function` cannot tell apart carry their first parameter's type in brackets
/// (`convert(_:to:) [CGRect]`), and their overrides record that name. Inherited members are
/// listed once, under the class that declares them. For each public protocol: every requirement.
/// `optionalRequirements` are those UIKit marks `@objc optional` (ours have a default in an
/// extension); the near-miss tests call each through the protocol.
///
/// A subclass or conformer in this target overrides or implements each member with UIKit's
/// spelling and records it in `CallLog`; each class's or protocol's test drives the host until
/// every listed member has run, and fails naming the ones that did not.
enum Manifest {
    static let classes: [String: [String]] = [
        "UIResponder": [
            "next", "touchesBegan(_:with:)", "touchesMoved(_:with:)", "touchesEnded(_:with:)",
            "touchesCancelled(_:with:)", "isAccessibilityElement", "accessibilityLabel",
            "accessibilityHint", "accessibilityValue", "accessibilityIdentifier", "accessibilityTraits",
            "accessibilityViewIsModal", "accessibilityElementsHidden", "pressesBegan(_:with:)",
            "pressesChanged(_:with:)", "pressesEnded(_:with:)", "pressesCancelled(_:with:)",
            "canBecomeFirstResponder", "becomeFirstResponder()", "canResignFirstResponder",
            "resignFirstResponder()", "isFirstResponder", "inputView", "inputAccessoryView",
            "reloadInputViews()",
        ] + responderStoryboardEra,
        "UITextField": [
            "init(frame:)", "init(coder:)", "text", "placeholder", "font", "textColor", "textAlignment",
            "borderStyle", "clearButtonMode", "isEditing", "delegate", "textRect(forBounds:)",
            "placeholderRect(forBounds:)", "editingRect(forBounds:)", "keyboardType", "returnKeyType",
            "autocapitalizationType", "autocorrectionType", "isSecureTextEntry", "hasText", "insertText(_:)",
            "deleteBackward()",
        ],
        "UITextView": [
            "init(frame:)", "init(coder:)", "text", "font", "textColor", "isEditable", "hasText",
            "insertText(_:)", "deleteBackward()",
        ],
        "UIView": [
            "init(frame:)", "init(coder:)", "layerClass", "next", "window", "frame", "bounds", "center",
            "transform", "alpha", "isHidden", "backgroundColor", "clipsToBounds", "tag",
            "isUserInteractionEnabled", "willMove(toSuperview:)", "didMoveToSuperview()",
            "willMove(toWindow:)", "didMoveToWindow()", "didAddSubview(_:)", "willRemoveSubview(_:)",
            "addSubview(_:)", "insertSubview(_:at:)", "removeFromSuperview()", "bringSubviewToFront(_:)",
            "setNeedsLayout()", "layoutIfNeeded()", "layoutSubviews()", "layoutSublayers(of:)",
            "sizeThatFits(_:)", "sizeToFit()", "intrinsicContentSize", "point(inside:with:)",
            "hitTest(_:with:)", "convert(_:to:)", "traitCollection", "traitCollectionDidChange(_:)",
            "overrideUserInterfaceStyle",
            "insertSubview(_:aboveSubview:)", "insertSubview(_:belowSubview:)", "sendSubviewToBack(_:)",
            "exchangeSubview(at:withSubviewAt:)", "isDescendant(of:)", "viewWithTag(_:)", "convert(_:from:)",
            "autoresizingMask", "autoresizesSubviews", "isOpaque", "transform3D", "superview", "subviews",
            "draw(_:)", "setNeedsDisplay()", "setNeedsDisplay(_:)", "display(_:)", "safeAreaInsets",
            "safeAreaInsetsDidChange()", "layoutMargins", "directionalLayoutMargins",
            "layoutMarginsDidChange()", "insetsLayoutMarginsFromSafeArea", "safeAreaLayoutGuide",
            "layoutMarginsGuide", "readableContentGuide", "layoutGuides", "addLayoutGuide(_:)",
            "removeLayoutGuide(_:)",
        ] + viewInteraction + viewAutoLayout + viewMotionEffects,
        "UILayoutGuide": [
            "init()", "init(coder:)", "layoutFrame", "owningView", "identifier", "leadingAnchor",
            "trailingAnchor", "leftAnchor", "rightAnchor", "topAnchor", "bottomAnchor", "widthAnchor",
            "heightAnchor", "centerXAnchor", "centerYAnchor",
        ],
        "UIWindow": [
            "init(frame:)", "init(coder:)", "makeKeyAndVisible()", "makeKey()",
            "isKeyWindow", "rootViewController", "windowScene",
        ],
        "UIControl": [
            "isEnabled", "isSelected", "isHighlighted", "state", "beginTracking(_:with:)",
            "continueTracking(_:with:)", "endTracking(_:with:)", "cancelTracking(with:)",
            "sendAction(_:)", "sendActions(for:)", "addAction(_:for:)", "touchesBegan(_:with:)",
            "isTracking", "isTouchInside", "removeAction(_:for:)", "removeAction(identifiedBy:for:)",
            "removeTarget(_:action:for:)", "allTargets", "allControlEvents", "showsMenuAsPrimaryAction",
            "isContextMenuInteractionEnabled",
        ],
        "UISlider": [
            "init(frame:)", "init(coder:)", "value", "minimumValue", "maximumValue", "isContinuous",
            "minimumTrackTintColor", "maximumTrackTintColor", "thumbTintColor", "setValue(_:animated:)",
            "trackRect(forBounds:)", "thumbRect(forBounds:trackRect:value:)",
        ],
        "UISwitch": [
            "init(frame:)", "init(coder:)", "isOn", "onTintColor", "thumbTintColor", "setOn(_:animated:)",
        ],
        "UISegmentedControl": [
            "init(frame:)", "init(coder:)", "selectedSegmentIndex", "isMomentary",
            "apportionsSegmentWidthsByContent", "numberOfSegments", "insertSegment(withTitle:at:animated:)",
            "removeSegment(at:animated:)", "removeAllSegments()", "setTitle(_:forSegmentAt:)",
            "titleForSegment(at:)", "setEnabled(_:forSegmentAt:)", "isEnabledForSegment(at:)",
            "setWidth(_:forSegmentAt:)", "widthForSegment(at:)",
        ],
        "UIStepper": [
            "init(frame:)", "init(coder:)", "value", "minimumValue", "maximumValue", "stepValue", "wraps",
            "autorepeat", "isContinuous",
        ],
        "UIPageControl": [
            "init(frame:)", "init(coder:)", "numberOfPages", "currentPage", "hidesForSinglePage",
            "pageIndicatorTintColor", "currentPageIndicatorTintColor", "size(forNumberOfPages:)",
        ],
        "UIActivityIndicatorView": [
            "init(frame:)", "init(coder:)", "hidesWhenStopped", "color", "style", "isAnimating",
            "startAnimating()", "stopAnimating()",
        ],
        "UIProgressView": [
            "init(frame:)", "init(coder:)", "progress", "progressViewStyle", "progressTintColor",
            "trackTintColor", "setProgress(_:animated:)",
        ],
        "UIStoryboard": [
            "instantiateInitialViewController()", "instantiateViewController(withIdentifier:)",
        ],
        "UIStoryboardSegue": ["identifier", "source", "destination", "perform()"],
        "UIMotionEffect": ["keyPathsAndRelativeValues(forViewerOffset:)"],
        "UIInterpolatingMotionEffect": [
            "init(keyPath:type:)", "minimumRelativeValue", "maximumRelativeValue",
        ],
        "UIMotionEffectGroup": ["motionEffects"],
        "UIButton": [
            "init(frame:)", "init(coder:)", "buttonType", "titleLabel", "setTitle(_:for:)", "title(for:)",
            "setTitleColor(_:for:)", "titleColor(for:)", "isHighlighted", "intrinsicContentSize",
            "currentTitle", "currentTitleColor",
            "sizeThatFits(_:)", "layoutSubviews()", "setImage(_:for:)", "image(for:)", "currentImage",
            "imageView", "setBackgroundImage(_:for:)", "backgroundImage(for:)", "setAttributedTitle(_:for:)",
            "attributedTitle(for:)", "contentEdgeInsets", "backgroundRect(forBounds:)",
            "contentRect(forBounds:)",
            "titleRect(forContentRect:)", "imageRect(forContentRect:)", "configuration",
            "updateConfiguration()",
            "setNeedsUpdateConfiguration()", "menu",
        ],
        "UILabel": [
            "init(frame:)", "init(coder:)", "text", "font", "textColor", "textAlignment", "numberOfLines",
            "lineBreakMode", "intrinsicContentSize", "sizeThatFits(_:)", "isEnabled",
            "preferredMaxLayoutWidth", "attributedText", "textRect(forBounds:limitedToNumberOfLines:)",
            "drawText(in:)", "adjustsFontSizeToFitWidth", "minimumScaleFactor", "highlightedTextColor",
            "isHighlighted",
        ],
        "NSLayoutConstraint": [
            "init()", "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute",
            "multiplier",
            "constant", "priority", "isActive", "identifier", "shouldBeArchived", "activate(_:)",
            "deactivate(_:)", "firstAnchor", "secondAnchor",
        ],
        "UIStackView": [
            "init(frame:)", "init(coder:)", "arrangedSubviews", "addArrangedSubview(_:)",
            "removeArrangedSubview(_:)", "insertArrangedSubview(_:at:)", "axis", "distribution", "alignment",
            "spacing", "setCustomSpacing(_:after:)", "customSpacing(after:)", "isBaselineRelativeArrangement",
            "isLayoutMarginsRelativeArrangement",
        ],
        "UIViewController": [
            "init(nibName:bundle:)", "init(coder:)", "loadView()", "viewDidLoad()", "view",
            "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)", "additionalSafeAreaInsets",
            "viewSafeAreaInsetsDidChange()", "systemMinimumLayoutMargins", "viewWillDisappear(_:)",
            "viewDidDisappear(_:)",
            "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "addChild(_:)", "removeFromParent()",
            "willMove(toParent:)", "didMove(toParent:)", "present(_:animated:completion:)",
            "dismiss(animated:completion:)", "traitCollection", "traitCollectionDidChange(_:)",
            "overrideUserInterfaceStyle",
            "willTransition(to:with:)", "viewWillTransition(to:with:)", "preferredContentSize",
            "preferredContentSizeDidChange(forChildContentContainer:)",
            "size(forChildContentContainer:withParentContainerSize:)", "modalPresentationStyle",
            "preferredStatusBarStyle", "prefersStatusBarHidden", "childForStatusBarStyle",
            "childForStatusBarHidden", "setNeedsStatusBarAppearanceUpdate()", "didReceiveMemoryWarning()",
            "isBeingPresented", "shouldAutomaticallyForwardAppearanceMethods", "modalTransitionStyle",
            "definesPresentationContext", "providesPresentationContextTransitionStyle",
            "isModalInPresentation",
            "modalPresentationCapturesStatusBarAppearance", "isBeingDismissed", "isMovingToParent",
            "isMovingFromParent", "overrideTraitCollection(forChild:)",
            "setOverrideTraitCollection(_:forChild:)",
            "beginAppearanceTransition(_:animated:)", "endAppearanceTransition()", "title",
            "loadViewIfNeeded()",
            "viewIfLoaded", "isViewLoaded", "supportedInterfaceOrientations",
            "preferredInterfaceOrientationForPresentation", "preferredStatusBarUpdateAnimation",
            "systemLayoutFittingSizeDidChange(forChildContentContainer:)", "navigationItem", "tabBarItem",
            "show(_:sender:)", "updateViewConstraints()", "showDetailViewController(_:sender:)",
            "toolbarItems",
            "setToolbarItems(_:animated:)",
        ] + viewControllerRelations + viewControllerStoryboardEra,
        "UINavigationController": [
            "init(rootViewController:)", "viewControllers", "setViewControllers(_:animated:)",
            "pushViewController(_:animated:)", "popViewController(animated:)",
            "popToViewController(_:animated:)", "popToRootViewController(animated:)", "topViewController",
            "visibleViewController", "navigationBar", "isNavigationBarHidden",
            "setNavigationBarHidden(_:animated:)", "delegate", "interactivePopGestureRecognizer",
            "show(_:sender:)", "init(navigationBarClass:toolbarClass:)", "toolbar", "isToolbarHidden",
            "setToolbarHidden(_:animated:)",
        ],
        "UIToolbar": ["items", "setItems(_:animated:)"],
        "UITabBarController": [
            "viewControllers", "setViewControllers(_:animated:)", "selectedViewController", "selectedIndex",
            "tabBar", "delegate",
        ],
        "UISplitViewController": [
            "style", "delegate", "setViewController(_:for:)", "viewController(for:)", "show(_:)", "hide(_:)",
            "viewControllers", "preferredDisplayMode", "displayMode", "preferredSplitBehavior",
            "splitBehavior",
            "isCollapsed", "preferredPrimaryColumnWidthFraction", "primaryColumnWidth", "primaryEdge",
            "displayModeButtonItem",
        ],
        "UITabBar": ["items", "selectedItem", "setItems(_:animated:)"],
        "UITabBarItem": ["init()", "init(coder:)", "badgeValue"],
        "UINavigationBar": [
            "items", "topItem", "backItem", "setItems(_:animated:)", "pushItem(_:animated:)",
            "popItem(animated:)", "prefersLargeTitles",
        ],
        "UINavigationItem": [
            "init(title:)", "init(coder:)", "title", "titleView", "leftBarButtonItems", "rightBarButtonItems",
            "leftBarButtonItem", "rightBarButtonItem", "hidesBackButton", "leftItemsSupplementBackButton",
            "backButtonTitle", "backBarButtonItem", "largeTitleDisplayMode",
        ],
        "UIBarItem": ["init()", "init(coder:)", "title", "isEnabled", "tag"],
        "UIBarButtonItem": [
            "init()", "init(coder:)", "style", "primaryAction", "customView", "width", "target", "menu",
        ],
        "UIPresentationController": [
            "init(presentedViewController:presenting:)", "presentedView",
            "frameOfPresentedViewInContainerView", "shouldPresentInFullscreen", "shouldRemovePresentersView",
            "presentationTransitionWillBegin()", "presentationTransitionDidEnd(_:)",
            "dismissalTransitionWillBegin()", "dismissalTransitionDidEnd(_:)",
            "containerViewWillLayoutSubviews()", "containerViewDidLayoutSubviews()", "traitCollection",
            "traitCollectionDidChange(_:)", "viewWillTransition(to:with:)", "willTransition(to:with:)",
            "preferredContentSizeDidChange(forChildContentContainer:)", "containerView",
            "presentedViewController", "presentingViewController", "delegate", "overrideTraitCollection",
            "adaptivePresentationStyle", "adaptivePresentationStyle(for:)", "presentationStyle",
            "preferredContentSize", "systemLayoutFittingSizeDidChange(forChildContentContainer:)",
            "size(forChildContentContainer:withParentContainerSize:)",
        ],
        "UIPopoverPresentationController": [
            "init(presentedViewController:presenting:)", "sourceView", "sourceRect",
            "permittedArrowDirections", "arrowDirection", "passthroughViews", "popoverLayoutMargins",
            "backgroundColor", "frameOfPresentedViewInContainerView", "presentationTransitionWillBegin()",
            "presentationTransitionDidEnd(_:)", "dismissalTransitionWillBegin()",
            "dismissalTransitionDidEnd(_:)", "adaptivePresentationStyle(for:)", "barButtonItem",
            "adaptiveSheetPresentationController", "sourceItem",
        ],
        "UISheetPresentationController": [
            "init(presentedViewController:presenting:)", "detents", "selectedDetentIdentifier",
            "largestUndimmedDetentIdentifier", "prefersGrabberVisible", "preferredCornerRadius",
            "prefersScrollingExpandsWhenScrolledToEdge", "prefersEdgeAttachedInCompactHeight",
            "widthFollowsPreferredContentSizeWhenEdgeAttached", "prefersPageSizing", "sourceView",
            "animateChanges(_:)", "invalidateDetents()",
        ],
        "UIGestureRecognizer": [
            "init()", "touchesBegan(_:with:)", "touchesMoved(_:with:)", "touchesEnded(_:with:)",
            "touchesCancelled(_:with:)", "reset()", "shouldReceive(_:)", "state", "canPrevent(_:)",
            "canBePrevented(by:)",
            "shouldRequireFailure(of:)", "shouldBeRequiredToFail(by:)", "location(in:)", "isEnabled",
            "delegate", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "numberOfTouches",
            "location(ofTouch:in:)", "require(toFail:)", "view", "ignore(_:for:)",
        ],
        "UITapGestureRecognizer": [
            "touchesBegan(_:with:)", "touchesEnded(_:with:)", "reset()", "numberOfTapsRequired",
            "numberOfTouchesRequired",
        ],
        "UIPanGestureRecognizer": [
            "touchesBegan(_:with:)", "touchesMoved(_:with:)", "touchesEnded(_:with:)",
            "translation(in:)", "setTranslation(_:in:)", "velocity(in:)", "minimumNumberOfTouches",
            "maximumNumberOfTouches",
        ],
        "UIScreenEdgePanGestureRecognizer": ["touchesBegan(_:with:)", "reset()", "edges"],
        "UIScrollView": [
            "init(frame:)", "contentOffset", "setContentOffset(_:animated:)", "contentSize", "contentInset",
            "adjustedContentInset", "adjustedContentInsetDidChange()", "contentInsetAdjustmentBehavior",
            "isScrollEnabled", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "isPagingEnabled",
            "decelerationRate", "isTracking", "isDragging", "isDecelerating",
            "scrollRectToVisible(_:animated:)", "panGestureRecognizer", "delegate", "flashScrollIndicators()",
            "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator", "scrollsToTop",
            "delaysContentTouches", "canCancelContentTouches",
            "isDirectionalLockEnabled", "contentLayoutGuide", "frameLayoutGuide",
        ],
        "UITableView": [
            "init(frame:style:)", "init(frame:)", "style", "dataSource", "delegate", "rowHeight",
            "estimatedRowHeight",
            "sectionHeaderHeight", "sectionFooterHeight", "estimatedSectionHeaderHeight",
            "estimatedSectionFooterHeight", "separatorStyle", "separatorColor", "separatorInset",
            "tableHeaderView",
            "tableFooterView", "backgroundView", "allowsSelection", "allowsMultipleSelection",
            "indexPathForSelectedRow", "indexPathsForSelectedRows", "numberOfSections", "visibleCells",
            "indexPathsForVisibleRows", "selectRow(at:animated:scrollPosition:)", "deselectRow(at:animated:)",
            "register(_:forCellReuseIdentifier:)", "register(_:forHeaderFooterViewReuseIdentifier:)",
            "dequeueReusableCell(withIdentifier:)", "dequeueReusableCell(withIdentifier:for:)",
            "dequeueReusableHeaderFooterView(withIdentifier:)", "numberOfRows(inSection:)", "reloadData()",
            "reloadRows(at:with:)", "insertRows(at:with:)", "deleteRows(at:with:)", "reloadSections(_:with:)",
            "insertSections(_:with:)", "deleteSections(_:with:)", "performBatchUpdates(_:completion:)",
            "beginUpdates()", "endUpdates()", "scrollToRow(at:at:animated:)", "cellForRow(at:)",
            "indexPath(for:)",
            "indexPathForRow(at:)", "indexPathsForRows(in:)", "rect(forSection:)", "rectForRow(at:)",
            "rectForHeader(inSection:)", "rectForFooter(inSection:)", "headerView(forSection:)",
            "footerView(forSection:)",
        ],
        "UITableViewCell": [
            "init(style:reuseIdentifier:)", "init(coder:)", "reuseIdentifier", "contentView", "textLabel",
            "detailTextLabel", "imageView", "backgroundView", "selectedBackgroundView", "accessoryType",
            "accessoryView", "selectionStyle", "separatorInset", "isSelected", "isHighlighted",
            "setSelected(_:animated:)", "setHighlighted(_:animated:)", "prepareForReuse()",
        ],
        "UITableViewHeaderFooterView": [
            "init(reuseIdentifier:)", "init(coder:)", "reuseIdentifier", "contentView", "textLabel",
            "backgroundView",
            "prepareForReuse()",
        ],
        "UITableViewController": [
            "init(style:)", "tableView", "clearsSelectionOnViewWillAppear",
            "tableView(_:numberOfRowsInSection:)",
            "tableView(_:cellForRowAt:)",
        ] + optionalRequirements["UITableViewDataSource"]! + protocols["UITableViewDelegate"]!
            + protocols["UIScrollViewDelegate"]!,
        "UICollectionViewLayout": [
            "init()", "init(coder:)", "collectionView", "prepare()", "invalidateLayout()",
            "collectionViewContentSize", "layoutAttributesForElements(in:)", "layoutAttributesForItem(at:)",
            "layoutAttributesForSupplementaryView(ofKind:at:)", "shouldInvalidateLayout(forBoundsChange:)",
            "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)",
            "targetContentOffset(forProposedContentOffset:)", "prepare(forCollectionViewUpdates:)",
            "finalizeCollectionViewUpdates()", "initialLayoutAttributesForAppearingItem(at:)",
            "finalLayoutAttributesForDisappearingItem(at:)",
            "initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)",
            "finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)",
        ],
        "UICollectionViewController": [
            "init(collectionViewLayout:)", "collectionView", "collectionViewLayout",
            "clearsSelectionOnViewWillAppear",
            "useLayoutToLayoutNavigationTransitions", "collectionView(_:numberOfItemsInSection:)",
            "collectionView(_:cellForItemAt:)",
        ] + optionalRequirements["UICollectionViewDataSource"]! + protocols["UICollectionViewDelegate"]!
            + protocols["UIScrollViewDelegate"]!,
        "UIImageView": [
            "init(image:)", "init(image:highlightedImage:)", "init(frame:)", "init(coder:)", "image",
            "highlightedImage", "isHighlighted", "intrinsicContentSize",
        ],
        "UILongPressGestureRecognizer": [
            "touchesBegan(_:with:)", "touchesMoved(_:with:)", "touchesEnded(_:with:)", "reset()",
            "minimumPressDuration", "numberOfTouchesRequired", "numberOfTapsRequired", "allowableMovement",
        ],
        "UISwipeGestureRecognizer": [
            "touchesBegan(_:with:)", "touchesMoved(_:with:)", "touchesEnded(_:with:)", "reset()",
            "direction", "numberOfTouchesRequired",
        ],
        "CALayer": [
            "init()", "init(layer:)", "bounds", "position", "frame", "opacity", "layoutSublayers()",
            "setNeedsLayout()", "needsLayout()", "layoutIfNeeded()",
            "anchorPoint", "transform", "sublayerTransform", "zPosition", "isHidden", "backgroundColor",
            "cornerRadius", "masksToBounds", "borderWidth", "borderColor", "shadowColor", "shadowOpacity",
            "shadowRadius", "shadowOffset", "name", "delegate", "sublayers",
            "superlayer", "insertSublayer(_:at:)", "insertSublayer(_:below:)", "insertSublayer(_:above:)",
            "replaceSublayer(_:with:)", "removeAllAnimations()", "animationKeys()", "model()",
            "addSublayer(_:)", "removeFromSuperlayer()", "add(_:forKey:)", "removeAnimation(forKey:)",
            "animation(forKey:)", "presentation()", "convert(_:to:) [CGPoint]", "convert(_:from:) [CGPoint]",
            "convert(_:to:) [CGRect]", "convert(_:from:) [CGRect]", "display()", "draw(in:)",
        ],
        "CAAnimation": [
            "init()", "defaultValue(forKey:)", "copy()", "duration", "delegate", "timingFunction",
            "isRemovedOnCompletion", "beginTime", "speed", "timeOffset", "repeatCount", "repeatDuration",
            "autoreverses", "fillMode", "run(forKey:object:arguments:)",
        ],
        "CAPropertyAnimation": ["isAdditive", "isCumulative"],
        "CABasicAnimation": ["fromValue", "toValue", "byValue", "keyPath"],
        "CASpringAnimation": [
            "settlingDuration", "stiffness", "damping", "mass", "initialVelocity", "allowsOverdamping",
        ],
        "CAKeyframeAnimation": ["values", "keyTimes", "timingFunctions", "calculationMode"],
        "UIEvent": [
            "type", "timestamp", "allTouches", "touches(for:) [UIView]", "touches(for:) [UIWindow]",
            "touches(for:) [UIGestureRecognizer]",
        ],
        "UIViewPropertyAnimator": [
            "init(duration:timingParameters:)", "timingParameters", "duration", "delay",
            "isUserInteractionEnabled", "isManualHitTestingEnabled", "isInterruptible", "scrubsLinearly",
            "pausesOnCompletion", "state", "isRunning", "isReversed", "fractionComplete", "startAnimation()",
            "startAnimation(afterDelay:)", "pauseAnimation()", "stopAnimation(_:)", "finishAnimation(at:)",
            "addAnimations(_:)", "addAnimations(_:delayFactor:)", "addCompletion(_:)",
            "continueAnimation(withTimingParameters:durationFactor:)",
        ],
        "UIPercentDrivenInteractiveTransition": [
            "init()", "duration", "percentComplete", "completionSpeed", "completionCurve", "timingCurve",
            "wantsInteractiveStart", "startInteractiveTransition(_:)", "update(_:)", "cancel()", "finish()",
            "pause()",
        ],
        "UIFeedbackGenerator": ["prepare()"],
        "UIImpactFeedbackGenerator": ["init(style:)", "impactOccurred()", "impactOccurred(intensity:)"],
        "UISelectionFeedbackGenerator": ["selectionChanged()"],
        "UINotificationFeedbackGenerator": ["notificationOccurred(_:)"],
    ]

    /// The Auto Layout members of `UIView`, declared in UIKit's constraint-based layout
    /// categories of `UIView`. They are part of the "UIView" entry; `AutoLayoutConformanceTests`
    /// drives them (on `ConformingConstraintView`) and the general UIView test the rest.
    static let viewAutoLayout: [String] = [
        "translatesAutoresizingMaskIntoConstraints", "requiresConstraintBasedLayout", "constraints",
        "addConstraint(_:)", "addConstraints(_:)", "removeConstraint(_:)", "removeConstraints(_:)",
        "updateConstraints()", "updateConstraintsIfNeeded()", "needsUpdateConstraints()",
        "setNeedsUpdateConstraints()", "invalidateIntrinsicContentSize()", "contentHuggingPriority(for:)",
        "setContentHuggingPriority(_:for:)", "contentCompressionResistancePriority(for:)",
        "setContentCompressionResistancePriority(_:for:)", "systemLayoutSizeFitting(_:)",
        "systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)",
        "alignmentRectInsets", "alignmentRect(forFrame:)", "frame(forAlignmentRect:)",
        "forFirstBaselineLayout",
        "forLastBaselineLayout", "hasAmbiguousLayout", "exerciseAmbiguityInLayout()",
        "constraintsAffectingLayout(for:)", "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor",
        "topAnchor", "bottomAnchor", "widthAnchor", "heightAnchor", "centerXAnchor", "centerYAnchor",
        "firstBaselineAnchor", "lastBaselineAnchor", "keyboardLayoutGuide",
    ]

    /// `UIView`'s gesture-recognizer and editing members. Part of the "UIView" entry;
    /// `ViewConformanceTests.viewInteraction` drives them, the general UIView test the rest.
    static let viewInteraction: [String] = [
        "gestureRecognizers", "addGestureRecognizer(_:)", "removeGestureRecognizer(_:)",
        "gestureRecognizerShouldBegin(_:)", "endEditing(_:)",
    ]

    /// `UIViewController`'s presentation and container relations (its transitioning delegate, who
    /// presents it and whom it presents, its presentation controllers and transition coordinator,
    /// its navigation and tab bar controllers). Part of the "UIViewController" entry;
    /// `ControllerConformanceTests.viewControllerRelations` drives them.
    static let viewControllerRelations: [String] = [
        "transitioningDelegate", "presentedViewController", "presentingViewController",
        "presentationController", "popoverPresentationController", "sheetPresentationController",
        "transitionCoordinator", "navigationController", "tabBarController", "splitViewController",
    ]

    /// `UIViewController`'s storyboard-era members (storyboards, segues, the deprecated layout
    /// guides and inset flag). Part of the "UIViewController" entry;
    /// `StoryboardEraConformanceTests` drives them.
    static let viewControllerStoryboardEra: [String] = [
        "storyboard", "performSegue(withIdentifier:sender:)", "prepare(for:sender:)",
        "shouldPerformSegue(withIdentifier:sender:)", "topLayoutGuide", "bottomLayoutGuide",
        "automaticallyAdjustsScrollViewInsets",
    ]

    /// `UIResponder`'s nib hooks. Part of the "UIResponder" entry; `StoryboardEraConformanceTests`
    /// drives them.
    static let responderStoryboardEra: [String] = ["awakeFromNib()", "prepareForInterfaceBuilder()"]

    /// `UIView`'s motion effects. Part of the "UIView" entry; `StoryboardEraConformanceTests` drives them.
    static let viewMotionEffects: [String] = [
        "motionEffects", "addMotionEffect(_:)", "removeMotionEffect(_:)",
    ]

    /// Classes UIKit declares open but whose instances only the system makes (no public
    /// initializer, here as in UIKit), so an app's subclass could never be instantiated.
    static let notSubclassable: [String: String] = [
        "UIApplication":
            "made by UIApplicationMain (the host here); `UIApplication.shared` / `host.application`",
        "UIDevice": "only `UIDevice.current`, the host's device",
        "UIScene": "scenes are made by the system (the host): `window.windowScene`",
        "UIWindowScene": "made by the system (the host): `window.windowScene`, `connectedScenes`",
        "UIStatusBarManager": "made by the system (the host): `windowScene.statusBarManager`",
        "NSLayoutAnchor": "made by views and guides (`view.topAnchor`); apps never subclass anchors",
        "NSLayoutXAxisAnchor": "made by views and guides (`view.leadingAnchor`)",
        "NSLayoutYAxisAnchor": "made by views and guides (`view.topAnchor`)",
        "NSLayoutDimension": "made by views and guides (`view.widthAnchor`)",
        "UIKeyboardLayoutGuide": "only `view.keyboardLayoutGuide`, made by the view",
    ]

    static let protocols: [String: [String]] = [
        "UITextFieldDelegate": [
            "textFieldShouldBeginEditing(_:)", "textFieldDidBeginEditing(_:)",
            "textFieldShouldEndEditing(_:)",
            "textFieldDidEndEditing(_:)", "textFieldDidEndEditing(_:reason:)",
            "textField(_:shouldChangeCharactersIn:replacementString:)", "textFieldDidChangeSelection(_:)",
            "textFieldShouldClear(_:)", "textFieldShouldReturn(_:)",
        ],
        "UITextViewDelegate": [
            "textViewShouldBeginEditing(_:)", "textViewShouldEndEditing(_:)", "textViewDidBeginEditing(_:)",
            "textViewDidEndEditing(_:)", "textView(_:shouldChangeTextIn:replacementText:)",
            "textViewDidChange(_:)", "textViewDidChangeSelection(_:)",
        ],
        "UIKeyInput": ["hasText", "insertText(_:)", "deleteBackward()"],
        "UISplitViewControllerDelegate": [
            "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)",
            "splitViewController(_:displayModeForExpandingToProposedDisplayMode:)",
            "splitViewController(_:willShow:)", "splitViewController(_:willHide:)",
            "splitViewControllerDidCollapse(_:)", "splitViewControllerDidExpand(_:)",
            "splitViewController(_:willChangeTo:)", "primaryViewController(forCollapsing:)",
            "primaryViewController(forExpanding:)", "splitViewController(_:collapseSecondary:onto:)",
            "splitViewController(_:separateSecondaryFrom:)", "splitViewController(_:show:sender:)",
            "splitViewController(_:showDetail:sender:)",
        ],
        "UITabBarControllerDelegate": [
            "tabBarController(_:shouldSelect:)", "tabBarController(_:didSelect:)",
            "tabBarController(_:animationControllerForTransitionFrom:to:)",
            "tabBarController(_:interactionControllerFor:)",
        ],
        "UINavigationControllerDelegate": [
            "navigationController(_:willShow:animated:)", "navigationController(_:didShow:animated:)",
            "navigationController(_:animationControllerFor:from:to:)",
            "navigationController(_:interactionControllerFor:)",
        ],
        "UIViewControllerTransitioningDelegate": [
            "animationController(forPresented:presenting:source:)", "animationController(forDismissed:)",
            "interactionControllerForPresentation(using:)", "interactionControllerForDismissal(using:)",
            "presentationController(forPresented:presenting:source:)",
        ],
        "UIViewControllerAnimatedTransitioning": [
            "transitionDuration(using:)", "animateTransition(using:)", "interruptibleAnimator(using:)",
            "animationEnded(_:)",
        ],
        "UIViewControllerInteractiveTransitioning": [
            "startInteractiveTransition(_:)", "completionSpeed", "completionCurve", "wantsInteractiveStart",
        ],
        "UIViewImplicitlyAnimating": [
            "state", "isRunning", "fractionComplete", "isReversed", "startAnimation()",
            "startAnimation(afterDelay:)", "pauseAnimation()", "stopAnimation(_:)", "finishAnimation(at:)",
            "addAnimations(_:)", "addAnimations(_:delayFactor:)", "addCompletion(_:)",
            "continueAnimation(withTimingParameters:durationFactor:)",
        ],
        "UIAdaptivePresentationControllerDelegate": [
            "adaptivePresentationStyle(for:)", "adaptivePresentationStyle(for:traitCollection:)",
            "presentationController(_:viewControllerForAdaptivePresentationStyle:)",
            "presentationController(_:prepare:)",
            "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
            "presentationControllerShouldDismiss(_:)", "presentationControllerWillDismiss(_:)",
            "presentationControllerDidDismiss(_:)", "presentationControllerDidAttemptToDismiss(_:)",
        ],
        "UIPopoverPresentationControllerDelegate": [
            "prepareForPopoverPresentation(_:)", "popoverPresentationControllerShouldDismissPopover(_:)",
            "popoverPresentationControllerDidDismissPopover(_:)",
        ],
        "UIGestureRecognizerDelegate": [
            "gestureRecognizerShouldBegin(_:)", "gestureRecognizer(_:shouldReceive:)",
            "gestureRecognizer(_:shouldReceiveEvent:)",
            "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
            "gestureRecognizer(_:shouldRequireFailureOf:)", "gestureRecognizer(_:shouldBeRequiredToFailBy:)",
        ],
        "UISheetPresentationControllerDelegate": [
            "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)"
        ],
        "UIScrollViewDelegate": [
            "scrollViewDidScroll(_:)", "scrollViewDidZoom(_:)", "scrollViewWillBeginDragging(_:)",
            "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
            "scrollViewDidEndDragging(_:willDecelerate:)", "scrollViewWillBeginDecelerating(_:)",
            "scrollViewDidEndDecelerating(_:)", "scrollViewDidEndScrollingAnimation(_:)",
            "viewForZooming(in:)",
            "scrollViewWillBeginZooming(_:with:)", "scrollViewDidEndZooming(_:with:atScale:)",
            "scrollViewShouldScrollToTop(_:)", "scrollViewDidScrollToTop(_:)",
            "scrollViewDidChangeAdjustedContentInset(_:)",
        ],
        "UICollectionViewDataSource": [
            "collectionView(_:numberOfItemsInSection:)", "collectionView(_:cellForItemAt:)",
            "numberOfSections(in:)", "collectionView(_:viewForSupplementaryElementOfKind:at:)",
        ],
        "UICollectionViewDelegate": [
            "collectionView(_:shouldHighlightItemAt:)", "collectionView(_:didHighlightItemAt:)",
            "collectionView(_:didUnhighlightItemAt:)", "collectionView(_:shouldSelectItemAt:)",
            "collectionView(_:shouldDeselectItemAt:)", "collectionView(_:didSelectItemAt:)",
            "collectionView(_:didDeselectItemAt:)", "collectionView(_:willDisplay:forItemAt:)",
            "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)",
            "collectionView(_:didEndDisplaying:forItemAt:)",
            "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)",
        ],
        "UICollectionViewDelegateFlowLayout": [
            "collectionView(_:layout:sizeForItemAt:)", "collectionView(_:layout:insetForSectionAt:)",
            "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
            "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
            "collectionView(_:layout:referenceSizeForHeaderInSection:)",
            "collectionView(_:layout:referenceSizeForFooterInSection:)",
        ],
        "UITableViewDataSource": [
            "tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)", "numberOfSections(in:)",
            "tableView(_:titleForHeaderInSection:)", "tableView(_:titleForFooterInSection:)",
            "tableView(_:canEditRowAt:)", "tableView(_:commit:forRowAt:)",
        ],
        "UITableViewDelegate": [
            "tableView(_:willDisplay:forRowAt:)", "tableView(_:didEndDisplaying:forRowAt:)",
            "tableView(_:willDisplayHeaderView:forSection:)",
            "tableView(_:willDisplayFooterView:forSection:)", "tableView(_:heightForRowAt:)",
            "tableView(_:heightForHeaderInSection:)", "tableView(_:heightForFooterInSection:)",
            "tableView(_:estimatedHeightForRowAt:)", "tableView(_:viewForHeaderInSection:)",
            "tableView(_:viewForFooterInSection:)", "tableView(_:shouldHighlightRowAt:)",
            "tableView(_:didHighlightRowAt:)", "tableView(_:didUnhighlightRowAt:)",
            "tableView(_:willSelectRowAt:)", "tableView(_:willDeselectRowAt:)",
            "tableView(_:didSelectRowAt:)", "tableView(_:didDeselectRowAt:)",
        ],
        "UIContentContainer": [
            "preferredContentSize", "preferredContentSizeDidChange(forChildContentContainer:)",
            "systemLayoutFittingSizeDidChange(forChildContentContainer:)",
            "size(forChildContentContainer:withParentContainerSize:)", "viewWillTransition(to:with:)",
            "willTransition(to:with:)",
        ],
        "UITraitEnvironment": ["traitCollection", "traitCollectionDidChange(_:)"],
        "CAAnimationDelegate": ["animationDidStart(_:)", "animationDidStop(_:finished:)"],
        "CALayerDelegate": ["layoutSublayers(of:)", "draw(_:in:)"],
        "UITimingCurveProvider": ["timingCurveType", "cubicTimingParameters", "springTimingParameters"],
        "UIViewControllerTransitionCoordinatorContext": [
            "isAnimated", "presentationStyle", "initiallyInteractive", "isInterruptible", "isInteractive",
            "isCancelled", "transitionDuration", "percentComplete", "completionVelocity", "completionCurve",
            "viewController(forKey:)", "view(forKey:)", "containerView", "targetTransform",
        ],
        "UIViewControllerTransitionCoordinator": [
            "animate(alongsideTransition:completion:)",
            "animateAlongsideTransition(in:animation:completion:)",
            "notifyWhenInteractionChanges(_:)",
        ],
        "UIViewControllerContextTransitioning": [
            "containerView", "isAnimated", "isInteractive", "transitionWasCancelled", "presentationStyle",
            "targetTransform", "updateInteractiveTransition(_:)", "finishInteractiveTransition()",
            "cancelInteractiveTransition()", "pauseInteractiveTransition()", "completeTransition(_:)",
            "viewController(forKey:)", "view(forKey:)", "initialFrame(for:)", "finalFrame(for:)",
        ],
    ]

    /// The requirements UIKit declares `@objc optional`: ours have a default in an extension, so a
    /// conformer whose spelling differs would silently get the default (the near-miss tests).
    static let optionalRequirements: [String: [String]] = [
        "UIViewControllerTransitioningDelegate": protocols["UIViewControllerTransitioningDelegate"]!,
        "UIViewControllerAnimatedTransitioning": ["interruptibleAnimator(using:)", "animationEnded(_:)"],
        "UIViewControllerInteractiveTransitioning": [
            "completionSpeed", "completionCurve", "wantsInteractiveStart",
        ],
        "UIViewImplicitlyAnimating": [
            "addAnimations(_:)", "addAnimations(_:delayFactor:)", "addCompletion(_:)",
            "continueAnimation(withTimingParameters:durationFactor:)",
        ],
        "UIAdaptivePresentationControllerDelegate": protocols["UIAdaptivePresentationControllerDelegate"]!,
        "UIPopoverPresentationControllerDelegate": protocols["UIPopoverPresentationControllerDelegate"]!,
        "UIGestureRecognizerDelegate": protocols["UIGestureRecognizerDelegate"]!,
        "CAAnimationDelegate": protocols["CAAnimationDelegate"]!,
        "CALayerDelegate": protocols["CALayerDelegate"]!,
        "UIScrollViewDelegate": protocols["UIScrollViewDelegate"]!,
        "UISheetPresentationControllerDelegate": protocols["UISheetPresentationControllerDelegate"]!,
        "UITextFieldDelegate": protocols["UITextFieldDelegate"]!,
        "UITextViewDelegate": protocols["UITextViewDelegate"]!,
        "UICollectionViewDataSource": [
            "numberOfSections(in:)", "collectionView(_:viewForSupplementaryElementOfKind:at:)",
        ],
        "UICollectionViewDelegate": protocols["UICollectionViewDelegate"]!,
        "UICollectionViewDelegateFlowLayout": protocols["UICollectionViewDelegateFlowLayout"]!,
        "UITableViewDataSource": [
            "numberOfSections(in:)", "tableView(_:titleForHeaderInSection:)",
            "tableView(_:titleForFooterInSection:)", "tableView(_:canEditRowAt:)",
            "tableView(_:commit:forRowAt:)",
        ],
        "UITableViewDelegate": protocols["UITableViewDelegate"]!,
        "UINavigationControllerDelegate": protocols["UINavigationControllerDelegate"]!,
        "UITabBarControllerDelegate": protocols["UITabBarControllerDelegate"]!,
        "UISplitViewControllerDelegate": protocols["UISplitViewControllerDelegate"]!,
    ]

    /// Members the engine never calls, with why: `CallLog.missing` does not demand them (the
    /// near-miss tests still call the protocol ones through the protocol). Each is a gap.
    static let notCalledByEngine: [String: String] = [
        "UIContentContainer.systemLayoutFittingSizeDidChange(forChildContentContainer:)":
            "the engine does not yet tell a container when a child's fitting size changes",
        "UIViewController.preferredInterfaceOrientationForPresentation":
            "presenting never rotates the screen",
        "UIViewController.preferredStatusBarUpdateAnimation":
            "the status bar is a value the host reports, not drawn",
        "UICollectionViewLayout.targetContentOffset(forProposedContentOffset:withScrollingVelocity:)":
            "a deceleration ends where the scroll view's own motion ends; the layout is not asked yet",
        "UIViewController.systemLayoutFittingSizeDidChange(forChildContentContainer:)":
            "the engine does not yet tell a container when a child's fitting size changes",
        "UIPresentationController.systemLayoutFittingSizeDidChange(forChildContentContainer:)":
            "the engine does not yet tell a container when a child's fitting size changes",
        "UIView.alignmentRectInsets":
            "the engine lays out frames, not alignment rectangles (README, deviations); app code calls it",
        "UIView.alignmentRect(forFrame:)": "the engine lays out frames, not alignment rectangles",
        "UIView.frame(forAlignmentRect:)": "the engine lays out frames, not alignment rectangles",
        "UIPresentationController.size(forChildContentContainer:withParentContainerSize:)":
            "the presented view takes frameOfPresentedViewInContainerView; nothing asks for a child size",
        "UIResponder.pressesBegan(_:with:)": "the host has no physical buttons",
        "UIResponder.pressesChanged(_:with:)": "the host has no physical buttons",
        "UIResponder.pressesEnded(_:with:)": "the host has no physical buttons",
        "UIResponder.pressesCancelled(_:with:)": "the host has no physical buttons",
        "UIScrollViewDelegate.scrollViewDidZoom(_:)": "scroll views do not zoom",
        "UIScrollViewDelegate.viewForZooming(in:)": "scroll views do not zoom",
        "UIScrollViewDelegate.scrollViewWillBeginZooming(_:with:)": "scroll views do not zoom",
        "UIScrollViewDelegate.scrollViewDidEndZooming(_:with:atScale:)": "scroll views do not zoom",
        "UIScrollViewDelegate.scrollViewShouldScrollToTop(_:)": "the host has no status bar to tap",
        "UIScrollViewDelegate.scrollViewDidScrollToTop(_:)": "the host has no status bar to tap",
        "UITableViewDataSource.tableView(_:canEditRowAt:)": "there is no swipe-to-delete or editing mode yet",
        "UITableViewDataSource.tableView(_:commit:forRowAt:)":
            "there is no swipe-to-delete or editing mode yet",
        "UITableViewController.tableView(_:canEditRowAt:)": "there is no swipe-to-delete or editing mode yet",
        "UITableViewController.tableView(_:commit:forRowAt:)":
            "there is no swipe-to-delete or editing mode yet",
        "UITableViewController.scrollViewDidZoom(_:)": "scroll views do not zoom",
        "UITableViewController.viewForZooming(in:)": "scroll views do not zoom",
        "UITableViewController.scrollViewWillBeginZooming(_:with:)": "scroll views do not zoom",
        "UITableViewController.scrollViewDidEndZooming(_:with:atScale:)": "scroll views do not zoom",
        "UITableViewController.scrollViewShouldScrollToTop(_:)": "the host has no status bar to tap",
        "UITableViewController.scrollViewDidScrollToTop(_:)": "the host has no status bar to tap",
        "UICollectionViewController.scrollViewDidZoom(_:)": "scroll views do not zoom",
        "UICollectionViewController.viewForZooming(in:)": "scroll views do not zoom",
        "UICollectionViewController.scrollViewWillBeginZooming(_:with:)": "scroll views do not zoom",
        "UICollectionViewController.scrollViewDidEndZooming(_:with:atScale:)": "scroll views do not zoom",
        "UICollectionViewController.scrollViewShouldScrollToTop(_:)": "the host has no status bar to tap",
        "UICollectionViewController.scrollViewDidScrollToTop(_:)": "the host has no status bar to tap",
        "UITextFieldDelegate.textFieldDidEndEditing(_:)":
            "called only for a delegate without textFieldDidEndEditing(_:reason:), as in UIKit",
        "UITextFieldDelegate.textFieldDidChangeSelection(_:)": "there is no selection",
        "UITextViewDelegate.textViewDidChangeSelection(_:)": "there is no selection",
        "UIResponder.prepareForInterfaceBuilder()": "there is no Interface Builder to draw in",
        "UIViewController.shouldPerformSegue(withIdentifier:sender:)":
            "UIKit asks it only for segues a storyboard file's control triggers; performSegue does not ask",
        "UIGestureRecognizer.touchesCancelled(_:with:)":
            "the host cannot cancel a whole touch sequence (UIKit: a system interruption)",
    ]

    /// The members listed for a class or protocol.
    static func members(of owner: String) -> [String] {
        classes[owner] ?? protocols[owner] ?? []
    }
}
