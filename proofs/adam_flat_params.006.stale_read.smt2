; program adam_flat_params, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (slice_scatter_2 reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r435_byte () Int)
(declare-fun r435_0 () Int)
(declare-fun byte () Int)
(declare-fun w436_byte () Int)
(declare-fun w436_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s437_byte () Int)
(declare-fun s437_0 () Int)
(assert
 (let (($x776 (= byte (+ (+ 0 (* 4 (+ 0 (* r435_0 1)))) r435_byte))))
 (and (and (>= r435_0 0) (< r435_0 64)) (and (>= r435_byte 0) (< r435_byte 4)) $x776)))
(assert
 (let (($x349 (= byte (+ (+ 0 (* 4 (+ 0 (* w436_0 1)))) w436_byte))))
 (and (and (>= w436_0 0) (< w436_0 32)) (and (>= w436_byte 0) (< w436_byte 4)) $x349)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r435_0 1)))) held_byte)))
(assert
 (let (($x371 (= observed (+ (+ 0 (* 4 (+ 32 (* s437_0 1)))) s437_byte))))
 (and (and (>= s437_0 0) (< s437_0 32)) (and (>= s437_byte 0) (< s437_byte 4)) $x371)))
(assert
 (let (($x864 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x864))))
(check-sat)
