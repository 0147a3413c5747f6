; program chain_on_input, triton_kernel_wrapper_functional_proxy_2.y_ptr: stale read (slice_scatter reads getitem_1 vs triton_kernel_wrapper_functional_proxy_2 y_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r564_byte () Int)
(declare-fun r564_0 () Int)
(declare-fun byte () Int)
(declare-fun w565_byte () Int)
(declare-fun w565_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s566_byte () Int)
(declare-fun s566_0 () Int)
(assert
 (let (($x49426 (= byte (+ (+ 0 (* 4 (+ 0 (* r564_0 1)))) r564_byte))))
 (and (and (>= r564_0 0) (< r564_0 32)) (and (>= r564_byte 0) (< r564_byte 4)) $x49426)))
(assert
 (let (($x585 (= byte (+ (+ 0 (* 4 (+ 16 (* w565_0 1)))) w565_byte))))
 (and (and (>= w565_0 0) (< w565_0 16)) (and (>= w565_byte 0) (< w565_byte 4)) $x585)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r564_0 1)))) held_byte)))
(assert
 (let (($x49654 (= observed (+ (+ 0 (* 4 (+ 0 (* s566_0 1)))) s566_byte))))
 (and (and (>= s566_0 0) (< s566_0 32)) (and (>= s566_byte 0) (< s566_byte 4)) $x49654)))
(assert
 (let (($x264 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 1) 16) (= (mod (- (div (- byte 0) 4) 16) 1) 0))))
(or (or false) (not $x264))))
(check-sat)
