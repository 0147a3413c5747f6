; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=8 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r749_byte () Int)
(declare-fun r749_0 () Int)
(declare-fun byte () Int)
(declare-fun w750_byte () Int)
(declare-fun w750_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s751_byte () Int)
(declare-fun s751_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s752_byte () Int)
(declare-fun s752_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s753_byte () Int)
(declare-fun s753_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s754_byte () Int)
(declare-fun s754_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s755_byte () Int)
(declare-fun s755_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s756_byte () Int)
(declare-fun s756_0 () Int)
(assert
 (let (($x110 (= byte (+ (+ 0 (* 4 (+ 0 (* r749_0 1)))) r749_byte))))
 (and (and (>= r749_0 0) (< r749_0 16)) (and (>= r749_byte 0) (< r749_byte 4)) $x110)))
(assert
 (let (($x549 (= byte (+ (+ 0 (* 4 (+ 4 (* w750_0 1)))) w750_byte))))
 (and (and (>= w750_0 0) (< w750_0 4)) (and (>= w750_byte 0) (< w750_byte 4)) $x549)))
(assert
 (let (($x687 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x687)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r749_0 1)))) held_byte0)))
(assert
 (let (($x341 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s751_0 1)))) s751_byte))))
 (and (and (>= s751_0 0) (< s751_0 16)) (and (>= s751_byte 0) (< s751_byte 4)) $x341)))
(assert
 (let (($x625 (and (>= (- (div (- carried0 0) 4) 4) 0) (< (div (- (div (- carried0 0) 4) 4) 1) 4) (= (mod (- (div (- carried0 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x625)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s751_0 1)))) held_byte1)))
(assert
 (let (($x113 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s752_0 1)))) s752_byte))))
 (and (and (>= s752_0 0) (< s752_0 16)) (and (>= s752_byte 0) (< s752_byte 4)) $x113)))
(assert
 (let (($x128 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x128)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s752_0 1)))) held_byte2)))
(assert
 (let (($x360 (= carried2 (+ (+ 0 (* 4 (+ 8 (* s753_0 1)))) s753_byte))))
 (and (and (>= s753_0 0) (< s753_0 4)) (and (>= s753_byte 0) (< s753_byte 4)) $x360)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 8 (* s753_0 1)))) held_byte3)))
(assert
 (let (($x290 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s754_0 1)))) s754_byte))))
 (and (and (>= s754_0 0) (< s754_0 16)) (and (>= s754_byte 0) (< s754_byte 4)) $x290)))
(assert
 (let (($x335 (and (>= (- (div (- carried3 0) 4) 12) 0) (< (div (- (div (- carried3 0) 4) 12) 1) 4) (= (mod (- (div (- carried3 0) 4) 12) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x335)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s754_0 1)))) held_byte4)))
(assert
 (let (($x198 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s755_0 1)))) s755_byte))))
 (and (and (>= s755_0 0) (< s755_0 16)) (and (>= s755_byte 0) (< s755_byte 4)) $x198)))
(assert
 (let (($x375 (and (>= (- (div (- carried4 0) 4) 12) 0) (< (div (- (div (- carried4 0) 4) 12) 1) 4) (= (mod (- (div (- carried4 0) 4) 12) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x375)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s755_0 1)))) held_byte5)))
(assert
 (let (($x380 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s756_0 1)))) s756_byte))))
(and (and (>= s756_0 0) (< s756_0 16)) (and (>= s756_byte 0) (< s756_byte 4)) $x380)))
(check-sat)
