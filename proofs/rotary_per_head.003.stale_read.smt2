; program rotary_per_head, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r346_byte () Int)
(declare-fun r346_1 () Int)
(declare-fun r346_0 () Int)
(declare-fun byte () Int)
(declare-fun w347_byte () Int)
(declare-fun w347_1 () Int)
(declare-fun w347_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s348_byte () Int)
(declare-fun s348_1 () Int)
(declare-fun s348_0 () Int)
(assert
 (let ((?x49413 (+ 0 (* 4 (+ 0 (+ (* r346_0 16) (* r346_1 1)))))))
 (and (and (>= r346_0 0) (< r346_0 8)) (and (>= r346_1 0) (< r346_1 16)) (and (>= r346_byte 0) (< r346_byte 4)) (= byte (+ ?x49413 r346_byte)))))
(assert
 (let ((?x139 (+ 0 (* 4 (+ 8 (+ (* w347_0 16) (* w347_1 1)))))))
 (and (and (>= w347_0 0) (< w347_0 8)) (and (>= w347_1 0) (< w347_1 8)) (and (>= w347_byte 0) (< w347_byte 4)) (= byte (+ ?x139 w347_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x49413 (+ 0 (* 4 (+ 0 (+ (* r346_0 16) (* r346_1 1)))))))
 (= observed (+ ?x49413 held_byte))))
(assert
 (let ((?x1661 (+ 0 (* 4 (+ 0 (+ (* s348_0 16) (* s348_1 1)))))))
 (and (and (>= s348_0 0) (< s348_0 8)) (and (>= s348_1 0) (< s348_1 16)) (and (>= s348_byte 0) (< s348_byte 4)) (= observed (+ ?x1661 s348_byte)))))
(assert
 (let (($x282 (= (mod (mod (- (div (- byte 0) 4) 8) 16) 1) 0)))
(let (($x503 (< (div (mod (- (div (- byte 0) 4) 8) 16) 1) 8)))
(let (($x1080 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 16) 8) $x503 $x282)))
(or (or false) (not $x1080))))))
(check-sat)
