; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r561_byte () Int)
(declare-fun r561_0 () Int)
(declare-fun byte () Int)
(declare-fun w562_byte () Int)
(declare-fun w562_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s563_byte () Int)
(declare-fun s563_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s564_byte () Int)
(declare-fun s564_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s565_byte () Int)
(declare-fun s565_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s566_byte () Int)
(declare-fun s566_0 () Int)
(assert
 (let (($x556 (= byte (+ (+ 0 (* 4 (+ 0 (* r561_0 1)))) r561_byte))))
 (and (and (>= r561_0 0) (< r561_0 16)) (and (>= r561_byte 0) (< r561_byte 4)) $x556)))
(assert
 (let (($x292 (= byte (+ (+ 0 (* 4 (+ 0 (* w562_0 1)))) w562_byte))))
 (and (and (>= w562_0 0) (< w562_0 4)) (and (>= w562_byte 0) (< w562_byte 4)) $x292)))
(assert
 (let (($x493 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x493)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r561_0 1)))) held_byte0)))
(assert
 (let (($x250 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s563_0 1)))) s563_byte))))
 (and (and (>= s563_0 0) (< s563_0 16)) (and (>= s563_byte 0) (< s563_byte 4)) $x250)))
(assert
 (let (($x425 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x425)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s563_0 1)))) held_byte1)))
(assert
 (let (($x593 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s564_0 1)))) s564_byte))))
 (and (and (>= s564_0 0) (< s564_0 16)) (and (>= s564_byte 0) (< s564_byte 4)) $x593)))
(assert
 (let (($x418 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x418)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s564_0 1)))) held_byte2)))
(assert
 (let (($x63 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s565_0 1)))) s565_byte))))
 (and (and (>= s565_0 0) (< s565_0 16)) (and (>= s565_byte 0) (< s565_byte 4)) $x63)))
(assert
 (let (($x293 (and (>= (- (div (- carried2 0) 4) 4) 0) (< (div (- (div (- carried2 0) 4) 4) 1) 4) (= (mod (- (div (- carried2 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x293)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s565_0 1)))) held_byte3)))
(assert
 (let (($x520 (= carried3 (+ (+ 0 (* 4 (+ 8 (* s566_0 1)))) s566_byte))))
(and (and (>= s566_0 0) (< s566_0 4)) (and (>= s566_byte 0) (< s566_byte 4)) $x520)))
(check-sat)
